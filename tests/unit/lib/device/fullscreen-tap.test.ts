// Issue 27 item 3, SPEC 9 "Home-screen fullscreen click debounce | 250 ms": opened with fullscreen=1 (or true), a
// tap anywhere asks for fullscreen, not again for a tap within 250 ms of the last one; nothing without it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchFullscreenTaps } from '@/lib/device/fullscreen-tap';
import { fullscreenRequested } from '@/lib/device/platform';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** A document whose root counts its fullscreen requests; `fullscreen` says whether one is shown. */
function fakeDocument(options: { api?: boolean } = {}) {
  const target = new EventTarget();
  const requestFullscreen = vi.fn(() => Promise.resolve());
  const doc = Object.assign(target, {
    fullscreenElement: null as Element | null,
    documentElement: options.api === false ? {} : { requestFullscreen },
  });
  const tap = () => doc.dispatchEvent(new Event('click'));
  return { doc, tap, requestFullscreen };
}

describe('the fullscreen parameter (SPEC 3, kept across navigation by SPEC 2)', () => {
  it('is on for fullscreen=1 and fullscreen=true', () => {
    expect(fullscreenRequested('?fullscreen=1')).toBe(true);
    expect(fullscreenRequested('?homescreen=1&fullscreen=true')).toBe(true);
  });

  it('is off without it, or with any other value', () => {
    for (const search of ['', '?homescreen=1', '?fullscreen=0', '?fullscreen=false', '?fullscreen=', '?fullscreen=yes'])
      expect(fullscreenRequested(search), search).toBe(false);
  });
});

describe('a tap asks for fullscreen, once per 250 ms of taps', () => {
  it('asks on the first tap', () => {
    const { doc, tap, requestFullscreen } = fakeDocument();
    watchFullscreenTaps(doc);
    expect(requestFullscreen).not.toHaveBeenCalled();
    tap();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('two taps 249 ms apart: one request', () => {
    const { doc, tap, requestFullscreen } = fakeDocument();
    watchFullscreenTaps(doc);
    tap();
    vi.advanceTimersByTime(249);
    tap();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('two taps 250 ms apart: two requests', () => {
    const { doc, tap, requestFullscreen } = fakeDocument();
    watchFullscreenTaps(doc);
    tap();
    vi.advanceTimersByTime(250);
    tap();
    expect(requestFullscreen).toHaveBeenCalledTimes(2);
  });

  it('counts from the last tap: taps 200 ms apart ask only once', () => {
    const { doc, tap, requestFullscreen } = fakeDocument();
    watchFullscreenTaps(doc);
    for (let taps = 0; taps < 5; taps += 1) {
      tap();
      vi.advanceTimersByTime(200);
    }
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the page is already fullscreen, nor where the browser has no fullscreen API', () => {
    const shown = fakeDocument();
    shown.doc.fullscreenElement = {} as Element;
    watchFullscreenTaps(shown.doc);
    shown.tap();
    expect(shown.requestFullscreen).not.toHaveBeenCalled();
    const noApi = fakeDocument({ api: false });
    watchFullscreenTaps(noApi.doc);
    expect(() => noApi.tap()).not.toThrow();
  });

  it('swallows a refusal (no user activation) and stops when asked', async () => {
    const { doc, tap, requestFullscreen } = fakeDocument();
    requestFullscreen.mockImplementation(() => Promise.reject(new TypeError('Permissions check failed')));
    const stop = watchFullscreenTaps(doc);
    tap();
    await vi.advanceTimersByTimeAsync(250);
    stop();
    tap();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });
});
