// @vitest-environment happy-dom
// Issue 41: a chunk that a release removed is answered with the refresh dialog, whose Refresh reloads the page
// once; when that reload brings the same build back, its next missing chunk gets a notice, never a second reload.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_REFRESH_DELAY_MS } from '@/config/constants';
import AlertHost from '@/features/status/AlertHost';
import { addCatalogue } from '@/lib/i18n/translator';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import kk from '@/locales/KK.json';
import lo from '@/locales/LO.json';
import { $notice } from '@/stores/alerts';
import { applyLanguage } from '@/flows/session/language-choice';
import { $language } from '@/stores/language';
import { $refreshWanted, PART_UNAVAILABLE_MS, reportMissingChunk } from '@/stores/refresh';
import { h, render } from '../render';

// Pages in Kazakh, which no other test file registers (test files share the translator).
const PAGE_LANGUAGE = 'KK';
const missing = () =>
  new TypeError('Failed to fetch dynamically imported module: http://luckystar.localhost/m/_astro/launcher.x1.js');
/** The page's islands, which name its build. */
const openPage = (build: string) => {
  document.body.innerHTML = `<astro-island component-url="/m/_astro/HomeScreen.${build}.js"></astro-island>`;
  // A new page starts without the dialog wanted.
  $refreshWanted.set(false);
};

let view: Awaited<ReturnType<typeof render>> | undefined;
let reload: ReturnType<typeof vi.fn<() => void>>;
const dialog = () => view?.container.querySelector('dialog');
const button = () => dialog()?.querySelector('button');
const toast = () => view?.container.querySelector('.toast')?.textContent;

// A page carries its own language's catalogue; the worker's take-over code is here before the dialog opens.
beforeAll(async () => {
  addCatalogue(PAGE_LANGUAGE, kk);
  await import('@/lib/pwa/service-worker-update');
});
beforeEach(() => {
  // Test files share the page: its language is the one it was rendered in.
  $language.set(undefined);
  vi.useFakeTimers();
  sessionStorage.clear();
  history.replaceState(null, '', '/m/home');
  reload = vi.fn<() => void>();
  vi.spyOn(location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  $refreshWanted.set(false);
  $notice.set(undefined);
  $language.set(undefined);
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('a missing chunk', () => {
  it('shows the refresh dialog in the page language; Refresh reloads once, 200 ms later', async () => {
    openPage('A1');
    view = await render(h(AlertHost, { language: PAGE_LANGUAGE }));
    expect(reportMissingChunk(missing())).toBe(true);
    await view.act(() => undefined);
    expect(dialog()?.querySelector('h2')?.textContent).toBe(kk.pwa_update_title);
    expect(dialog()?.querySelector('.dialog__message')?.textContent).toBe(kk.pwa_update_msg);
    // A second failure while it shows adds nothing.
    expect(reportMissingChunk(missing())).toBe(true);
    await view.act(() => undefined);
    expect(view.container.querySelectorAll('dialog')).toHaveLength(1);

    expect(button()?.textContent).toBe(kk.ui.refresh);
    await view.act(() => button()!.click());
    expect(button()?.disabled).toBe(true);
    expect(button()?.textContent).toBe(kk.ui.pleaseWait);
    await view.act(() => vi.advanceTimersByTimeAsync(PAGE_REFRESH_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    await view.act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.missingChunkRefresh)).toBe('/m/_astro/HomeScreen.A1.js');
  });

  it('after a reload that brought the same build back: a notice, no dialog, no second reload', async () => {
    sessionStorage.setItem(STORAGE_KEYS.missingChunkRefresh, '/m/_astro/HomeScreen.A1.js');
    openPage('A1');
    view = await render(h(AlertHost, { language: PAGE_LANGUAGE }));
    expect(reportMissingChunk(missing())).toBe(true);
    await view.act(() => undefined);
    expect(dialog()).toBeNull();
    expect(toast()).toBe(kk.ui.partUnavailable);
    await view.act(() => vi.advanceTimersByTimeAsync(PART_UNAVAILABLE_MS));
    expect(toast()).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('after a reload that brought a new build: the dialog again, for that build', async () => {
    sessionStorage.setItem(STORAGE_KEYS.missingChunkRefresh, '/m/_astro/HomeScreen.A1.js');
    openPage('B2');
    view = await render(h(AlertHost, { language: PAGE_LANGUAGE }));
    reportMissingChunk(missing());
    await view.act(() => undefined);
    expect(dialog()?.querySelector('h2')?.textContent).toBe(kk.pwa_update_title);
  });

  it('tells the player in the language they switched to', async () => {
    openPage('A1');
    await applyLanguage('LO');
    view = await render(h(AlertHost, { language: PAGE_LANGUAGE }));
    reportMissingChunk(missing());
    await view.act(() => undefined);
    expect(dialog()?.querySelector('.dialog__message')?.textContent).toBe(lo.pwa_update_msg);
  });
});

describe('other failures', () => {
  it('an error of code that ran, or a chunk that failed offline, is left to its part', async () => {
    openPage('A1');
    view = await render(h(AlertHost, { language: PAGE_LANGUAGE }));
    expect(reportMissingChunk(new TypeError('x is not a function'))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reportMissingChunk(missing())).toBe(false);
    await view.act(() => undefined);
    expect(dialog()).toBeNull();
    expect(toast()).toBeUndefined();
  });
});
