import { describe, expect, it } from 'vitest';
import { activityUrl, bannersOf, bannerTarget } from '@/features/home/banner-target';
import type { Announcement } from '@/lib/content/announcements';
import type { Game } from '@/flows/games/api';

const allowlist = ['promo.luckystar.example', 'pay.luckystar.example'];
const member = { redirectAllowlist: allowlist, token: 'tok-1', userName: 'player1' };
const guest = { redirectAllowlist: allowlist };
const url = (value: string) => ({ clickType: 'URL' as const, url: value });
const game: Game = {
  gameId: 'g1012',
  gameCode: 'fortune-dragon',
  gameName: 'Fortune Dragon',
  vendor: 'GOLDREEL',
  nodeId: 'n1012',
  roomId: null,
  gameType: 'SLOT',
};

describe('banner routing (SPEC 2 "Banner click types")', () => {
  it('opens the promotion page for a P banner', () => {
    expect(bannerTarget({ clickType: 'P', promotionId: 'p-welcome' }, guest)).toEqual({
      type: 'internal',
      href: '/m/activity?id=p-welcome',
    });
    expect(activityUrl('a b&c')).toBe('/m/activity?id=a+b%26c');
  });

  it('goes nowhere for a P banner without a promotion id', () => {
    expect(bannerTarget({ clickType: 'P', promotionId: null }, guest)).toEqual({ type: 'none' });
  });

  it('follows an internal /m path in the app', () => {
    expect(bannerTarget(url('/m/inviteFriends'), member)).toEqual({ type: 'internal', href: '/m/inviteFriends' });
    expect(bannerTarget(url('/m/game?category=RNG'), member)).toEqual({
      type: 'internal',
      href: '/m/game?category=RNG',
    });
  });

  it('refuses internal-looking paths that would leave the site', () => {
    expect(bannerTarget(url('/m//evil.example/x'), member)).toEqual({ type: 'none' });
    expect(bannerTarget(url('/m/%2F%2Fevil.example'), member)).toEqual({ type: 'none' });
  });

  it('appends token and username for a host of the allowlist', () => {
    const target = bannerTarget(url('https://promo.luckystar.example/fiesta?x=1'), member);
    expect(target).toEqual({
      type: 'external',
      withToken: true,
      href: 'https://promo.luckystar.example/fiesta?x=1&token=tok-1&username=player1',
    });
  });

  it('never sends the token to a host outside the allowlist', () => {
    const target = bannerTarget(url('https://sports-news.example.org/pba-preview'), member);
    expect(target).toEqual({ type: 'external', withToken: false, href: 'https://sports-news.example.org/pba-preview' });
    // A look-alike host is outside too.
    expect(bannerTarget(url('https://promo.luckystar.example.evil.net/'), member)).toMatchObject({ withToken: false });
  });

  it('never sends the token to an allowlisted host over http or on another port', () => {
    expect(bannerTarget(url('https://promo.luckystar.example:8443/fiesta'), member)).toMatchObject({
      withToken: false,
    });
    expect(bannerTarget(url('http://promo.luckystar.example/fiesta'), member)).toEqual({ type: 'none' });
  });

  it('opens an allowlisted link without a token for a guest', () => {
    expect(bannerTarget(url('https://promo.luckystar.example/fiesta'), guest)).toEqual({
      type: 'external',
      withToken: false,
      href: 'https://promo.luckystar.example/fiesta',
    });
  });

  it('never follows script or data URLs', () => {
    expect(bannerTarget(url('javascript:alert(1)'), member)).toEqual({ type: 'none' });
    expect(bannerTarget(url('data:text/html,hi'), member)).toEqual({ type: 'none' });
    expect(bannerTarget(url(' JavaScript:alert(1)//http://x'), member)).toEqual({ type: 'none' });
    expect(bannerTarget(url('http://plain.example/'), member)).toEqual({ type: 'none' });
    expect(bannerTarget(url('   '), member)).toEqual({ type: 'none' });
  });

  it('launches the game of a G banner', () => {
    expect(bannerTarget({ clickType: 'G', game }, member)).toEqual({ type: 'game', game });
    expect(bannerTarget({ clickType: 'G', game: null }, member)).toEqual({ type: 'none' });
  });

  it('goes nowhere for an unknown click type', () => {
    expect(bannerTarget({ clickType: null }, member)).toEqual({ type: 'none' });
  });
});

describe('banner groups', () => {
  const banner = (id: string, category: string, sort: number): Announcement => ({
    id,
    type: 'BANNER',
    category,
    title: id,
    sort,
  });
  it('keeps one group in sort order', () => {
    const list = [
      banner('b', 'm_home', 2),
      banner('p', 'm_popup1', 1),
      banner('a', 'm_home', 1),
      { ...banner('n', 'm_home', 0), type: 'NEWS' as const },
    ];
    expect(bannersOf(list, 'm_home').map((item) => item.id)).toEqual(['a', 'b']);
  });
});
