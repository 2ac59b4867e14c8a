// @vitest-environment happy-dom
// Issue 42: the update check keeps its hash in the page's local storage and waits on the page's clock (usePage).
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSET_CHECK_FIRST_MS, ASSET_CHECK_INTERVAL_MS } from '@/config/constants';
import UpdateCheck from '@/features/pwa/update/UpdateCheck';
import { PageContext } from '@/flows/session/usePage';
import { ASSET_MANIFEST_URLS } from '@/lib/pwa/update-check';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { systemClock, type Clock, type TimerHandle } from '@/lib/time/clock';
import { $refreshWanted } from '@/stores/refresh';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

/** What the page's clock was asked to wait for, by delay; each one runs when the test says. */
const waits = new Map<number, () => void>();
const handOver = (callback: () => void, ms: number) => {
  waits.set(ms, callback);
  return ms as unknown as TimerHandle;
};
const clock: Clock = { ...systemClock, setTimeout: handOver, setInterval: handOver };
const LISTS = ['{"app":"a1"}', '{"mc":"m1"}'];
// SPEC 4's hash: SHA-256 of both lists, in order, as JSON.
const HASH = createHash('sha256').update(JSON.stringify(LISTS)).digest('hex');
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeEach(() => {
  waits.clear();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(LISTS[ASSET_MANIFEST_URLS.indexOf(url as never)], { status: 200 })),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
  $refreshWanted.set(false);
  localStorage.clear();
});

describe('the update check on its page', () => {
  it("waits on the page's clock, and a stored hash of another build asks for the refresh", async () => {
    const fake = fakePage({ clock, stored: { local: { [STORAGE_KEYS.updateHash]: 'hash-of-the-old-build' } } });
    view = await render(h(PageContext, { value: fake.page }, h(UpdateCheck)));
    expect([...waits.keys()]).toEqual([ASSET_CHECK_FIRST_MS, ASSET_CHECK_INTERVAL_MS]);
    await view.act(() => waits.get(ASSET_CHECK_FIRST_MS)!());
    await view.until(() => $refreshWanted.get());
    expect(Object.fromEntries(fake.local)).toEqual({ [STORAGE_KEYS.updateHash]: HASH });
    expect(localStorage.length).toBe(0);
  });

  it("on a first run stores the hash in the page's local storage and asks nothing", async () => {
    const fake = fakePage({ clock });
    view = await render(h(PageContext, { value: fake.page }, h(UpdateCheck)));
    await view.act(() => waits.get(ASSET_CHECK_FIRST_MS)!());
    await view.until(() => fake.local.has(STORAGE_KEYS.updateHash));
    expect(fake.local.get(STORAGE_KEYS.updateHash)).toBe(HASH);
    expect($refreshWanted.get()).toBe(false);
  });
});
