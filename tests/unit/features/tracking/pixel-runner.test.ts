import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingSchema, type TrackingSettings } from '@/config/schema/tracking';
import { PIXEL_SCRIPTS_WAIT_MS, startPixels } from '@/features/tracking/pixel-runner';
import type { PixelPage, PixelWindow } from '@/features/tracking/snippets';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { PIXEL_QUEUE_EVENT, queuePixelEvent } from '@/lib/tracking/pixel-queue';
import { systemClock } from '@/lib/time/clock';
import { memoryStore } from '../../lib/memory-store';

/** A page whose script tags load only when the test says so. */
function fakePage() {
  const scripts: { src: string; fire: (kind: 'load' | 'error') => void }[] = [];
  const doc = {
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      const script = {
        async: false,
        src: '',
        addEventListener: (kind: string, listener: () => void) => {
          listeners[kind] = listener;
        },
      };
      scripts.push({
        get src() {
          return script.src;
        },
        fire: (kind) => listeners[kind]?.(),
      });
      return script;
    },
    head: { appendChild: () => undefined },
  } as unknown as PixelPage['doc'];
  const win: PixelWindow = {};
  const target = new EventTarget();
  const cookies: string[] = [];
  const session = guardStorage(memoryStore());
  const local = guardStorage(memoryStore());
  const deps = {
    page: { win, doc },
    events: target as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    location: { origin: 'https://m.luckystar.example', hostname: 'm.luckystar.example', protocol: 'https:' },
    cookies: { read: () => '', write: (cookie: string) => void cookies.push(cookie) },
    local,
    session,
    clock: systemClock,
    random: () => 0,
  };
  return {
    deps,
    scripts,
    win,
    cookies,
    session,
    local,
    announce: () => target.dispatchEvent(new Event(PIXEL_QUEUE_EVENT)),
  };
}

const merchantWith = (tracking: Partial<TrackingSettings>) => ({
  tracking: trackingSchema.parse(tracking),
  cookieDomains: ['luckystar.example'],
});
const login = { name: 'login' as const, payload: { eventID: 'ev-login' } };

beforeEach(() => {
  vi.useFakeTimers({ now: 1_767_268_800_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the pixels of a page (issue 15)', () => {
  it("loads each pixel's script with its id query and sends its PageView", () => {
    const page = fakePage();
    startPixels(merchantWith({ facebookPixelId: '1234567890123', tiktokPixelId: 'CQ1ABCDEFGHIJ2KLMNOP' }), page.deps);
    expect(page.scripts.map((script) => script.src)).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CQ1ABCDEFGHIJ2KLMNOP&lib=ttq',
    ]);
    expect(page.win.fbq!.queue).toEqual([
      ['init', '1234567890123'],
      ['track', 'PageView'],
    ]);
    expect([...page.win.ttq!]).toEqual([['page']]);
  });

  it('loads nothing for a merchant that sets no pixel id', () => {
    const page = fakePage();
    startPixels(merchantWith({}), page.deps);
    expect(page.scripts).toEqual([]);
    expect(page.win).toEqual({});
  });

  it('tells the pixels of events queued before they loaded once every script has arrived, then of new ones at once', async () => {
    const page = fakePage();
    queuePixelEvent(page.session, login);
    startPixels(merchantWith({ twitterPixelId: 'o8z6j', twitterEventIds: { login: 'tw-o8z6j-login' } }), page.deps);
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.win.twq!.queue).toEqual([['config', 'o8z6j']]);
    page.scripts[0]!.fire('load');
    await vi.advanceTimersByTimeAsync(0);
    expect(page.win.twq!.queue).toEqual([
      ['config', 'o8z6j'],
      ['event', 'tw-o8z6j-login', { conversion_id: 'ev-login' }],
    ]);
    expect(page.session.getItem(STORAGE_KEYS.pixelQueue)).toBeNull();
    queuePixelEvent(page.session, { name: 'login', payload: { eventID: 'ev-2' } });
    page.announce();
    expect(page.win.twq!.queue).toHaveLength(3);
  });

  it(`tells them after ${PIXEL_SCRIPTS_WAIT_MS} ms when a script neither loads nor fails, and when one fails`, async () => {
    const page = fakePage();
    queuePixelEvent(page.session, login);
    startPixels(merchantWith({ facebookPixelId: '1234567890123', gtmId: 'GTM-ABC1234' }), page.deps);
    page.scripts[0]!.fire('error');
    await vi.advanceTimersByTimeAsync(PIXEL_SCRIPTS_WAIT_MS - 1);
    expect(page.win.fbq!.queue).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.win.fbq!.queue).toHaveLength(3);
    expect(page.win.dataLayer!.at(-1)).toEqual({ event: 'login', eventID: 'ev-login' });
  });

  it('stops listening when the page part goes away', async () => {
    const page = fakePage();
    const stop = startPixels(merchantWith({ gtmId: 'GTM-ABC1234' }), page.deps);
    page.scripts[0]!.fire('load');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    queuePixelEvent(page.session, login);
    page.announce();
    expect(page.win.dataLayer).toHaveLength(1);
  });

  it('writes _fbp, and _fbc from a kept fbclid, for a Meta pixel only (SPEC 9)', () => {
    const page = fakePage();
    page.local.write(STORAGE_KEYS.clickIds, JSON.stringify({ fbclid: 'IwAR0' }));
    startPixels(merchantWith({ facebookPixelId: '1234567890123' }), page.deps);
    expect(page.cookies.map((cookie) => cookie.split(';')[0])).toEqual([
      '_fbp=fb.1.1767268800000.1000000000',
      '_fbc=fb.1.1767268800000.IwAR0',
    ]);
    expect(page.cookies[0]).toContain('domain=luckystar.example');
    const other = fakePage();
    startPixels(merchantWith({ gtagId: 'G-ABC1234' }), other.deps);
    expect(other.cookies).toEqual([]);
  });

  it("reads the address's parts by name, whatever object holds them (a URL's are getters, not own fields)", () => {
    const page = fakePage();
    startPixels(merchantWith({ facebookPixelId: '1234567890123' }), {
      ...page.deps,
      location: new URL('https://m.luckystar.example/m/home'),
    });
    expect(page.cookies[0]).toContain('domain=luckystar.example');
    expect(page.cookies[0]).toContain('Secure');
  });

  it('loads a stand-in on the site itself from its path', () => {
    const page = fakePage();
    startPixels(
      merchantWith({ kwaiPixelId: '272456330172322', scripts: { kwai: '/__pixels/kwai.js' } as never }),
      page.deps,
    );
    expect(page.scripts[0]!.src).toBe('https://m.luckystar.example/__pixels/kwai.js?sdkid=272456330172322&lib=kwaiq');
  });
});
