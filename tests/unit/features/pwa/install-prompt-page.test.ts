// @vitest-environment happy-dom
// Issue 42: the install prompt and its capture take the page's effects (usePage): its address, storage and clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { INSTALL_MODAL_PAUSE_MS } from '@/config/constants';
import InstallParts from '@/features/pwa/install/InstallParts';
import InstallPrompt from '@/features/pwa/install/InstallPrompt';
import { PageContext } from '@/flows/session/usePage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { $systemStatus, type SystemStatus } from '@/stores/system-status';
import { FAKE_NOW, fakePage } from '../fake-page';
import { h, render } from '../render';

const merchant = {
  language: 'EN',
  name: 'Acme Casino',
  shortName: 'Acme',
  merchantCode: 'acme',
  apiBaseUrl: 'https://api.acme.example',
  desktopAppFeature: false,
  tracking: {},
} as unknown as ClientMerchant;
// The page's install capture is made once per page (capture.ts): every test here plays the same page.
const fake = fakePage({ href: 'https://m.acme.example/m/home' });
let view: Awaited<ReturnType<typeof render>> | undefined;
const modal = () => document.querySelector('#a2hs-modal-title');
/** The 20 polls at 150 ms for the browser's prompt (SPEC 4), on the faked interval. */
const pollsEnd = () => view!.act(() => vi.advanceTimersByTimeAsync(3000));

beforeEach(() => {
  fake.local.clear();
  fake.session.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
  vi.stubGlobal('innerWidth', 360);
  // No operator manifest here: the prompt names the app by the build's name.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  $systemStatus.set({ maintenance: false, regionRestriction: false } as SystemStatus);
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $systemStatus.set(undefined);
});

describe('the install modal on a phone without the browser prompt', () => {
  it("closing it records the decline in the page's session and the page clock's time in its local storage", async () => {
    view = await render(h(PageContext, { value: fake.page }, h(InstallPrompt, { merchant })));
    await pollsEnd();
    await view.until(() => Boolean(modal()));
    await view.act(() => document.querySelector<HTMLButtonElement>('.dialog__close')!.click());
    expect(modal()).toBeNull();
    expect(Object.fromEntries(fake.session)).toEqual({
      [STORAGE_KEYS.installDeclined]: '1',
      [STORAGE_KEYS.installDismissals]: '1',
    });
    expect(Object.fromEntries(fake.local)).toEqual({ [STORAGE_KEYS.installModalClosedAt]: String(FAKE_NOW) });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("stays away within its pause, by the page's clock", async () => {
    const closedAt = FAKE_NOW - INSTALL_MODAL_PAUSE_MS + 60_000;
    fake.local.set(STORAGE_KEYS.installModalClosedAt, String(closedAt));
    view = await render(h(PageContext, { value: fake.page }, h(InstallPrompt, { merchant })));
    await pollsEnd();
    await view.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(modal()).toBeNull();
  });

  it("is not offered once the page's session says the player declined it", async () => {
    fake.session.set(STORAGE_KEYS.installDeclined, '1');
    view = await render(h(PageContext, { value: fake.page }, h(InstallPrompt, { merchant })));
    await pollsEnd();
    await view.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(modal()).toBeNull();
  });
});

describe("the page's install capture", () => {
  it("marks the install done in the page's local storage when the app gets installed", async () => {
    // The a2hsFirstOpen event it tracks goes by beacon: kept here, off the network.
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    view = await render(h(PageContext, { value: fake.page }, h(InstallParts, { merchant, routePath: 'promotions' })));
    await view.act(() => window.dispatchEvent(new Event('appinstalled')));
    expect(fake.local.get(STORAGE_KEYS.installDone)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.installDone)).toBeNull();
    await view.until(() => beacon.mock.calls.length > 0);
    expect(beacon.mock.calls[0]![0]).toBe('https://api.acme.example/wps/system/collect');
  });
});
