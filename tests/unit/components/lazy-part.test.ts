// @vitest-environment happy-dom
// Issue 41: a tap on a game tile wiped the whole home when a lazy part's chunk was gone. A part that fails now
// leaves only itself out; its island's other parts stay, and the missing chunk asks for the refresh dialog.
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart } from '@/components/LazyPart';
import { $refreshWanted } from '@/stores/refresh';
import { h, render } from '../features/render';

const missing = new TypeError('Failed to fetch dynamically imported module: http://a.localhost/m/_astro/Menu.x1.js');
let view: Awaited<ReturnType<typeof render>> | undefined;

afterEach(() => {
  view?.unmount();
  view = undefined;
  $refreshWanted.set(false);
  vi.restoreAllMocks();
});

/** An island: a lane that is always there, and a lazy part beside it. */
const island = (part: ReturnType<typeof lazy>, onError?: () => void) =>
  h(
    'div',
    null,
    h('p', { id: 'lane' }, 'Slots'),
    h(LazyPart, { fallback: 'loading', children: h(part), ...(onError ? { onError } : {}) }),
  );

describe('a lazily loaded part', () => {
  it('whose chunk is gone leaves its island as it was, tells its owner and asks for the refresh dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the error it caught
    const onError = vi.fn();
    view = await render(
      island(
        lazy(() => Promise.reject(missing)),
        onError,
      ),
    );
    await view.until(() => onError.mock.calls.length > 0);
    expect(view.container.innerHTML).toBe('<div><p id="lane">Slots</p></div>');
    expect(onError).toHaveBeenCalledTimes(1);
    expect($refreshWanted.get()).toBe(true);
  });

  it('that throws for another reason is left out too, without the refresh dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = () => {
      throw new TypeError('x is not a function');
    };
    view = await render(island(lazy(async () => ({ default: broken }))));
    await view.until(() => !view!.container.textContent!.includes('loading'));
    expect(view.container.innerHTML).toBe('<div><p id="lane">Slots</p></div>');
    expect($refreshWanted.get()).toBe(false);
  });

  it('shows its fallback while loading, then itself', async () => {
    let arrive!: (module: { default: () => string }) => void;
    view = await render(island(lazy(() => new Promise((resolve) => (arrive = resolve)))));
    expect(view.container.textContent).toBe('Slotsloading');
    await view.act(() => arrive({ default: () => 'Menu' }));
    expect(view.container.innerHTML).toBe('<div><p id="lane">Slots</p>Menu</div>');
  });
});
