// @vitest-environment happy-dom
// Issue 26 item 13: a new merchant (no downloads yet) showed a download bar whose button opened an empty
// popup. The bar shows only when its links offer something to download.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import DownloadBar from '@/features/pwa/download/DownloadBar';
import type { DownloadBarData } from '@/features/pwa/download/download-bar-data';
import { downloadChoices } from '@/lib/pwa/download-bar';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { h, render } from '../render';

const loaded = {
  links: [] as { resourceType: string; url: string }[],
  title: undefined as string | undefined,
};
/** The bar's calls, played: the links and title of `loaded`. */
const load = async (): Promise<DownloadBarData> => ({
  choices: downloadChoices(loaded.links, '/icon.png', (url) => url),
  bonus: false,
  title: loaded.title,
});

const merchant = {
  language: 'EN',
  shortName: 'Acme',
  downloadBar: { requiresLogin: false, minVipRank: null },
} as unknown as ClientMerchant;
let view: Awaited<ReturnType<typeof render>> | undefined;
const bar = () => view?.container.querySelector('.download-bar');
// One tick more than the bar needs to load: its answer has arrived when this resolves.
const settle = () => view!.act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
  sessionStorage.clear();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  loaded.title = undefined;
  // Test files share the page (isolate: false): the next one starts without this file's query.
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('the download bar of a merchant', () => {
  it('without downloads (only an app icon) never shows', async () => {
    loaded.links = [{ resourceType: 'AppDownloadIcon', url: 'https://acme.example/icon.png' }];
    view = await render(h(DownloadBar, { merchant, load }));
    await settle();
    expect(bar()).toBeNull();
  });

  it('with an app to download shows', async () => {
    loaded.links = [{ resourceType: 'Android', url: 'https://acme.example/acme.apk' }];
    view = await render(h(DownloadBar, { merchant, load }));
    await view.until(() => Boolean(bar()));
    expect(bar()).not.toBeNull();
  });
});

// Issue 27: the top bar as the invite bar (a guest's referral link), and on desktops (template.desktop_app_feature).
// Unit renders have no catalogue loaded: texts show as their keys.
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const withDesktopApp = (desktopAppFeature: boolean) => ({ ...merchant, desktopAppFeature }) as ClientMerchant;

/** A visit with this viewport width and query; `userAgent` overrides the phone's. */
function visit(width: number, search: string, userAgent?: string) {
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('innerWidth', width);
  history.replaceState(null, '', `/m/home${search}`);
  loaded.links = [{ resourceType: 'Android', url: 'https://acme.example/acme.apk' }];
  loaded.title = 'Operator m_top title';
}

describe('a guest arriving with a referral code', () => {
  it('is invited: its title, a Join link to registration with the code, the close control and rating', async () => {
    visit(360, '?referralCode=FRIEND42&tid=7');
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await view.until(() => Boolean(bar()));
    expect(bar()!.getAttribute('aria-label')).toBe('pwa.invite.barLabel');
    expect(bar()!.textContent).toContain('pwa.invite.title');
    expect(bar()!.textContent).not.toContain('Operator m_top title');
    const join = bar()!.querySelector('a.download-bar__download')!;
    expect(join.textContent).toBe('pwa.invite.join');
    expect(join.getAttribute('href')).toBe('/m/register?referralCode=FRIEND42');
    expect(bar()!.querySelector('button[aria-label="pwa.invite.closeBar"]')).not.toBeNull();
    expect(bar()!.querySelector('svg[aria-label="pwa.install.rating"]')).not.toBeNull();
  });

  it('escapes the code in the link, and keeps r as it came', async () => {
    visit(360, '?r=a%26b%3Dc');
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await view.until(() => Boolean(bar()));
    expect(bar()!.querySelector('a')!.getAttribute('href')).toBe('/m/register?referralCode=a%26b%3Dc&r=a%26b%3Dc');
  });

  it('is invited on a desktop too, whatever desktop_app_feature says', async () => {
    visit(1280, '?referralCode=FRIEND42', DESKTOP);
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await view.until(() => Boolean(bar()));
    expect(bar()!.getAttribute('aria-label')).toBe('pwa.invite.barLabel');
  });

  it('closing hides it for the session, like the download bar', async () => {
    visit(360, '?referralCode=FRIEND42');
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await view.until(() => Boolean(bar()));
    await view.act(() => bar()!.querySelector<HTMLButtonElement>('.download-bar__close')!.click());
    expect(bar()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBe('1');
  });
});

describe('everyone else keeps the download bar', () => {
  it('a logged-in member with a referral code', async () => {
    visit(360, '?referralCode=FRIEND42&token=member-token');
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await view.until(() => Boolean(bar()));
    expect(bar()!.getAttribute('aria-label')).toBe('pwa.install.barLabel');
    expect(bar()!.querySelector('a')).toBeNull();
  });

  it('a guest without a code', async () => {
    visit(360, '');
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await view.until(() => Boolean(bar()));
    expect(bar()!.textContent).toContain('Operator m_top title');
  });
});

describe('the download bar on a desktop (wider than 768)', () => {
  it('shows with desktop_app_feature on', async () => {
    visit(1280, '', DESKTOP);
    view = await render(h(DownloadBar, { merchant: withDesktopApp(true), load }));
    await view.until(() => Boolean(bar()));
    expect(bar()!.getAttribute('aria-label')).toBe('pwa.install.barLabel');
  });

  it('never shows with it off', async () => {
    visit(1280, '', DESKTOP);
    view = await render(h(DownloadBar, { merchant: withDesktopApp(false), load }));
    await settle();
    expect(bar()).toBeNull();
  });
});
