// @vitest-environment happy-dom
// Issue 42: the download bar and its calls take the page's effects (usePage): the client, the address, the storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import DownloadBar from '@/features/pwa/download/DownloadBar';
import { fetchDownloadLinks, type DownloadBarData } from '@/features/pwa/download/download-bar-data';
import { PageContext } from '@/flows/session/usePage';
import { downloadChoices } from '@/lib/pwa/download-bar';
import { iconUrl } from '@/lib/pwa/manifest';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

const merchant = {
  language: 'EN',
  shortName: 'Acme',
  downloadBar: { requiresLogin: false, minVipRank: null },
  desktopAppFeature: false,
} as unknown as ClientMerchant;
const APK = 'https://cdn.example/acme.apk';
const load = vi.fn(async (): Promise<DownloadBarData> => ({
  choices: downloadChoices([{ resourceType: 'Android', url: APK }], '/icon.png', (url) => url),
  bonus: false,
  title: undefined,
}));
let view: Awaited<ReturnType<typeof render>> | undefined;
const bar = () => view?.container.querySelector('.download-bar');

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
  vi.stubGlobal('innerWidth', 360);
  sessionStorage.clear();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  load.mockClear();
});

describe("the download bar's calls", () => {
  it("ask the page's client for the links of the page's own host", async () => {
    const fake = fakePage({
      href: 'https://m.acme.example/m/home?tid=7',
      answer: () => [{ resourceType: 'Android', url: APK }],
    });
    expect(await fetchDownloadLinks(fake.page)).toEqual([{ resourceType: 'Android', url: APK }]);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/WPSCORE_getDownloadSetting',
        options: { query: { domain: 'm.acme.example' }, cache: true, auth: false, alert: false },
      },
    ]);
  });
});

describe('the download bar on its page', () => {
  it('loads with the page it was given, and closing hides it in that page’s session storage', async () => {
    const fake = fakePage({ href: 'https://m.acme.example/m/home' });
    view = await render(h(PageContext, { value: fake.page }, h(DownloadBar, { merchant, load })));
    await view.until(() => Boolean(bar()));
    expect(load).toHaveBeenCalledExactlyOnceWith(fake.page, false, iconUrl(192));
    expect(bar()!.getAttribute('aria-label')).toBe('pwa.install.barLabel');
    await view.act(() => bar()!.querySelector<HTMLButtonElement>('.download-bar__close')!.click());
    expect(bar()).toBeNull();
    expect([...fake.session]).toEqual([[STORAGE_KEYS.hideDownloadBar, '1']]);
    expect(sessionStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBeNull();
  });

  it('stays hidden where that session storage already hides it', async () => {
    const fake = fakePage({ stored: { session: { [STORAGE_KEYS.hideDownloadBar]: '1' } } });
    view = await render(h(PageContext, { value: fake.page }, h(DownloadBar, { merchant, load })));
    await view.act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bar()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  // The test's own window has no query: what the bar shows comes from the page it was given.
  it("invites a guest by the page's own query, and the Join link keeps its r", async () => {
    const fake = fakePage({ href: 'https://m.acme.example/m/home?r=FRIEND42' });
    view = await render(h(PageContext, { value: fake.page }, h(DownloadBar, { merchant, load })));
    await view.until(() => Boolean(bar()?.querySelector('a')));
    expect(bar()!.getAttribute('aria-label')).toBe('pwa.invite.barLabel');
    expect(bar()!.querySelector('a')!.getAttribute('href')).toBe('/m/register?referralCode=FRIEND42&r=FRIEND42');
  });
});
