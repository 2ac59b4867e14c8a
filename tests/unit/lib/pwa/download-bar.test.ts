import { describe, expect, it } from 'vitest';
import {
  HIDE_DOWNLOAD_BAR_KEY,
  closeDownloadBar,
  downloadBarVisibility,
  isDownloadBarVisible,
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
    expect(isDownloadBarVisible(base)).toBe(true);
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
