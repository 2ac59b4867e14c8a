import { describe, expect, it } from 'vitest';
import {
  HIDE_DOWNLOAD_BAR_KEY,
  POPUP_DOWNLOAD_KEYS,
  closeDownloadBar,
  downloadBarVisibility,
  downloadChoices,
  isUnsupportedIosPwa,
  readDownloadBarHidden,
  showsDownloadBonus,
  type DownloadBarInput,
} from '@/lib/pwa/download-bar';
import { brokenStore, memoryStore } from '../memory-store';

const base: DownloadBarInput = {
  inNativeApp: false,
  installedPwa: false,
  hiddenForSession: false,
  homeScreenWebclip: false,
  hasIosLink: true,
  hasDownloads: true,
  unsupportedIosPwa: false,
  requiresLogin: false,
  loggedIn: false,
};
const reason = (overrides: Partial<DownloadBarInput>) => {
  const result = downloadBarVisibility({ ...base, ...overrides });
  return result.visible ? 'visible' : result.reason;
};

describe('download bar visibility (SPEC 4)', () => {
  it('shows in a plain browser', () => {
    expect(downloadBarVisibility(base).visible).toBe(true);
  });

  it('is hidden inside the native app', () => {
    expect(reason({ inNativeApp: true })).toBe('native_app');
  });

  it('is hidden in an installed PWA', () => {
    expect(reason({ installedPwa: true })).toBe('installed_pwa');
  });

  it('is hidden when the session hide flag is set', () => {
    expect(reason({ hiddenForSession: true })).toBe('closed');
  });

  it('is hidden for a home-screen webclip with no iOS link, shown with one', () => {
    expect(reason({ homeScreenWebclip: true, hasIosLink: false })).toBe('webclip_without_ios_link');
    expect(reason({ homeScreenWebclip: true, hasIosLink: true })).toBe('visible');
    expect(reason({ homeScreenWebclip: false, hasIosLink: false })).toBe('visible');
  });

  it('is hidden when the merchant has nothing to download (issue 26: a new merchant)', () => {
    expect(reason({ hasDownloads: false })).toBe('nothing_to_download');
    const icon = [{ resourceType: 'AppDownloadIcon', url: 'https://x.example/icon.png' }];
    for (const links of [[], null, icon]) {
      const choices = downloadChoices(links, '/i.png', (url) => url);
      expect(reason({ hasIosLink: choices.hasIosLink, hasDownloads: choices.hasDownloads })).toBe(
        'nothing_to_download',
      );
    }
  });

  it('is hidden for an unsupported iOS PWA', () => {
    expect(reason({ unsupportedIosPwa: true })).toBe('unsupported_ios_pwa');
  });

  it('shows only to a logged-in member when it requires login', () => {
    expect(reason({ requiresLogin: true })).toBe('login_required');
    expect(reason({ requiresLogin: true, loggedIn: true })).toBe('visible');
  });

  it('is limited to a minimum VIP rank, inclusive', () => {
    expect(reason({ loggedIn: true, minVipRank: 3, vipRank: 2 })).toBe('vip_rank_too_low');
    expect(reason({ loggedIn: true, minVipRank: 3, vipRank: 3 })).toBe('visible');
    expect(reason({ loggedIn: true, minVipRank: 3, vipRank: 4 })).toBe('visible');
  });

  it('hides a rank-limited bar from guests and from members without a rank', () => {
    expect(reason({ loggedIn: false, minVipRank: 1, vipRank: 5 })).toBe('vip_rank_too_low');
    expect(reason({ loggedIn: true, minVipRank: 1 })).toBe('vip_rank_too_low');
    expect(reason({ loggedIn: true, minVipRank: 1, vipRank: null })).toBe('vip_rank_too_low');
  });

  it('has no rank limit when the minimum is absent or 0', () => {
    expect(reason({ minVipRank: 0 })).toBe('visible');
    expect(reason({ minVipRank: null })).toBe('visible');
  });

  it('reports the first rule that hides it', () => {
    expect(reason({ inNativeApp: true, installedPwa: true, hiddenForSession: true })).toBe('native_app');
  });
});

describe('closing the download bar (SPEC 4)', () => {
  it('sets the hide flag for the session', () => {
    const session = memoryStore();
    expect(readDownloadBarHidden(session)).toBe(false);
    closeDownloadBar(session);
    expect(session.data.get(HIDE_DOWNLOAD_BAR_KEY)).toBe('1');
    expect(readDownloadBarHidden(session)).toBe(true);
    expect(reason({ hiddenForSession: readDownloadBarHidden(session) })).toBe('closed');
  });

  it('survives storage that refuses', () => {
    expect(() => closeDownloadBar(brokenStore)).not.toThrow();
    expect(readDownloadBarHidden(brokenStore)).toBe(false);
  });
});

describe('download bonus badge (SPEC 4)', () => {
  const on = { APP_DOWNLOAD: { enabled: true, count: 1 } };
  const off = { APP_DOWNLOAD: { enabled: false, count: 0 } };

  it('reads the member promotions when logged in', () => {
    expect(showsDownloadBonus({ loggedIn: true, memberPromotions: on, publicPromotions: off })).toBe(true);
    expect(showsDownloadBonus({ loggedIn: true, memberPromotions: off, publicPromotions: on })).toBe(false);
    expect(showsDownloadBonus({ loggedIn: true, publicPromotions: on })).toBe(false);
  });

  it('reads the public promotions otherwise', () => {
    expect(showsDownloadBonus({ loggedIn: false, memberPromotions: on, publicPromotions: off })).toBe(false);
    expect(showsDownloadBonus({ loggedIn: false, memberPromotions: off, publicPromotions: on })).toBe(true);
  });

  it('needs APP_DOWNLOAD itself to be enabled', () => {
    expect(showsDownloadBonus({ loggedIn: false, publicPromotions: { REFERRAL: { enabled: true } } })).toBe(false);
    expect(showsDownloadBonus({ loggedIn: false, publicPromotions: { APP_DOWNLOAD: { enabled: null } } })).toBe(false);
    expect(showsDownloadBonus({ loggedIn: false, publicPromotions: null })).toBe(false);
  });
});

describe('the download popup links (SPEC 2 popup keys, SPEC 5 trimming and icon fallback)', () => {
  const safe = (url: string) => (url.startsWith('https://') ? url : undefined);

  it('takes the iOS lite profile (MOBILECONFIG) and the Android app, trimmed', () => {
    const choices = downloadChoices(
      [
        { resourceType: 'Android', url: ' https://x.example/a.apk ' },
        { resourceType: 'MOBILECONFIG', url: 'https://x.example/a.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: 'https://x.example/icon.png' },
      ],
      '/m/icons/icon-192.png',
      safe,
    );
    expect(POPUP_DOWNLOAD_KEYS).toEqual({ iosLite: 'MOBILECONFIG', android: 'Android' });
    expect(choices).toEqual({
      iosLite: 'https://x.example/a.mobileconfig',
      android: 'https://x.example/a.apk',
      icon: 'https://x.example/icon.png',
      hasIosLink: true,
      hasDownloads: true,
    });
  });

  it("falls back to the merchant's icon and drops links the URL guard refuses", () => {
    const choices = downloadChoices(
      [
        { resourceType: 'Android', url: 'javascript:alert(1)' },
        { resourceType: 'AppDownloadIcon', url: 'http://x.example/icon.png' },
      ],
      '/m/icons/icon-192.png',
      safe,
    );
    expect(choices).toEqual({ icon: '/m/icons/icon-192.png', hasIosLink: false, hasDownloads: false });
    expect(downloadChoices(null, '/i.png', safe)).toEqual({ icon: '/i.png', hasIosLink: false, hasDownloads: false });
  });

  it('has something to download with any one of IOS, MOBILECONFIG or Android', () => {
    for (const resourceType of ['IOS', 'MOBILECONFIG', 'Android'])
      expect(downloadChoices([{ resourceType, url: 'https://x.example/app' }], '/i.png', safe).hasDownloads).toBe(true);
  });

  it('counts an IOS store link as an iOS link for the webclip rule', () => {
    expect(downloadChoices([{ resourceType: 'IOS', url: 'https://x.example/ios' }], '/i.png', safe).hasIosLink).toBe(
      true,
    );
  });

  it('an iOS below 11.3 is an unsupported iOS PWA', () => {
    expect(isUnsupportedIosPwa([11, 2])).toBe(true);
    expect(isUnsupportedIosPwa([10, 9])).toBe(true);
    expect(isUnsupportedIosPwa([11, 3])).toBe(false);
    expect(isUnsupportedIosPwa([17, 0])).toBe(false);
    expect(isUnsupportedIosPwa(undefined)).toBe(false);
  });
});
