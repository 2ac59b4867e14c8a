import { describe, expect, it } from 'vitest';
import { appLink, clickTarget, notificationOfPush } from '@/lib/pwa/push-message';

const ORIGIN = 'https://m.brand.example';

describe('a pushed message (the provider web payload, hostile data)', () => {
  it('shows its title and body, and keeps its in-app link', () => {
    const shown = notificationOfPush(
      { notification: { title: ' Big win ', body: 'Claim now' }, fcmOptions: { link: '/m/activity?id=7' } },
      ORIGIN,
      'Brand',
    );
    expect(shown).toEqual({
      title: 'Big win',
      options: { body: 'Claim now', icon: '/m/icons/icon-192.png', data: { link: '/m/activity?id=7' } },
    });
  });

  it('falls back to the app name, the app icon and the home page', () => {
    const shown = notificationOfPush(undefined, ORIGIN, 'Brand');
    expect(shown.title).toBe('Brand');
    expect(shown.options.data.link).toBe('/m/home');
  });

  it('never links or loads icons off the app', () => {
    for (const link of ['https://evil.example/m/home', 'javascript:alert(1)', '//evil.example/m/x', '/admin', 42])
      expect(appLink(link, ORIGIN)).toBe('/m/home');
    expect(appLink(`${ORIGIN}/m/game?x=1`, ORIGIN)).toBe('/m/game?x=1');
    const shown = notificationOfPush({ notification: { icon: 'https://evil.example/i.png' } }, ORIGIN, 'B');
    expect(shown.options.icon).toBe('/m/icons/icon-192.png');
  });

  it('uses click_action or data.link when there is no fcmOptions.link, and cuts long texts', () => {
    const shown = notificationOfPush(
      { notification: { title: 'x'.repeat(500), click_action: '/m/member/home' } },
      ORIGIN,
      'B',
    );
    expect(shown.title).toHaveLength(120);
    expect(shown.options.data.link).toBe('/m/member/home');
  });

  it('a click focuses a window already on the app, else opens one', () => {
    expect(clickTarget([{ url: 'https://other.example/' }, { url: `${ORIGIN}/m/game` }], ORIGIN)).toEqual({ focus: 1 });
    expect(clickTarget([], ORIGIN)).toEqual({ open: true });
  });
});
