// @vitest-environment happy-dom
// Issue 42: the native shell's upgrade modal takes the page's effects (usePage): its client, address and storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import AppUpgrade from '@/features/pwa/upgrade/AppUpgrade';
import { PageContext } from '@/flows/session/usePage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

const merchant = {
  language: 'EN',
  name: 'Acme Casino',
  shortName: 'Acme',
  merchantCode: 'acme',
  apiBaseUrl: 'https://api.acme.example',
  appUpgrade: { latestVersion: '2.5.0' },
  flags: { MANDATORYAPPUPDATES3: false },
} as unknown as ClientMerchant;
const APK = 'https://cdn.acme.example/acme-2.5.0.apk';
let view: Awaited<ReturnType<typeof render>> | undefined;
const upgradeLink = () => document.querySelector<HTMLAnchorElement>('.download-popup a');

/** The native shell of this version, on an Android phone. */
const shell = (version: string) =>
  vi
    .spyOn(navigator, 'userAgent', 'get')
    .mockReturnValue(`Mozilla/5.0 (Linux; Android 14) Mobile AppVersion/${version}`);

beforeEach(() => {
  sessionStorage.clear();
  // No operator manifest here: the modal names the app by the build's name.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the app-upgrade modal of an older shell (below 2.4.39)', () => {
  it("sends to the download page with the page's query; closing it is remembered in the page's session", async () => {
    shell('2.4.0');
    const fake = fakePage({ href: 'https://m.acme.example/m/home?inApp=1&tid=7' });
    view = await render(h(PageContext, { value: fake.page }, h(AppUpgrade, { merchant })));
    await view.until(() => Boolean(upgradeLink()));
    expect(upgradeLink()!.getAttribute('href')).toBe('/m/download?inApp=1&tid=7');
    expect(fake.calls).toEqual([]);
    await view.act(() => document.querySelector<HTMLButtonElement>('.dialog__close')!.click());
    expect(upgradeLink()).toBeNull();
    expect(Object.fromEntries(fake.session)).toEqual({ [STORAGE_KEYS.appUpgradeClosed]: '1' });
    expect(sessionStorage.length).toBe(0);
  });

  it("stays closed where the page's session says so", async () => {
    shell('2.4.0');
    const fake = fakePage({ stored: { session: { [STORAGE_KEYS.appUpgradeClosed]: '1' } } });
    view = await render(h(PageContext, { value: fake.page }, h(AppUpgrade, { merchant })));
    await view.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('#app-upgrade-title')).toBeNull();
  });
});

describe('the app-upgrade modal of a newer shell', () => {
  it("downloads the app the page's client lists for the page's host", async () => {
    shell('2.4.40');
    const fake = fakePage({
      href: 'https://m.acme.example/m/home?inApp=1',
      answer: () => [{ resourceType: 'Android', url: APK }],
    });
    view = await render(h(PageContext, { value: fake.page }, h(AppUpgrade, { merchant })));
    await view.until(() => Boolean(upgradeLink()));
    expect(upgradeLink()!.getAttribute('href')).toBe(APK);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/WPSCORE_getDownloadSetting',
        options: { query: { domain: 'm.acme.example' }, cache: true, auth: false, alert: false },
      },
    ]);
  });
});
