// SPEC 4 "Device id": "A hidden frame may sync the id across domains; this is skipped for app user agents and for
// Safari." The page's part: who syncs, the first domain's copy, and the frame's answer (fake timers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceSyncTarget } from '@/config/client';
import { DEVICE_SYNC_TIMEOUT_MS } from '@/config/constants';
import { deviceSyncTarget } from '@/build/cookie-domains';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { systemClock } from '@/lib/time/clock';
import {
  DEVICE_SYNC_COOKIE,
  DEVICE_SYNC_MESSAGE,
  DEVICE_SYNC_PATH,
  askForDeviceId,
  deviceSyncRole,
  isSafari,
  isSyncableDeviceId,
  keepDeviceSyncCopy,
  markDeviceSyncDone,
  type SyncMessage,
  type SyncPlace,
} from '@/lib/device/device-sync';
import { brokenStore, memoryStore } from '../memory-store';

const PRIMARY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PAGE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NEW_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';
const target: DeviceSyncTarget = { origin: 'https://saigonlotto.example', cookieDomain: 'saigonlotto.example' };
const COOKIE_DOMAINS = ['saigonlotto.example', 'sgl.example'];

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  shell:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 AppVersion/2.5.0',
};

const place = (overrides: Partial<SyncPlace> = {}): SyncPlace => ({
  hostname: 'sgl.example',
  protocol: 'https:',
  search: '',
  userAgent: UA.chromeAndroid,
  maxTouchPoints: 5,
  cookieDomains: COOKIE_DOMAINS,
  session: memoryStore(),
  ...overrides,
});

describe('who syncs (SPEC 4)', () => {
  it('asks the first domain from another registrable domain, and keeps the copy on the first one', () => {
    expect(deviceSyncRole(place(), target)).toEqual({ role: 'ask' });
    expect(deviceSyncRole(place({ hostname: 'www.saigonlotto.example' }), target)).toEqual({ role: 'keep' });
    expect(deviceSyncRole(place({ hostname: 'saigonlotto.example' }), target)).toEqual({ role: 'keep' });
  });

  it('is skipped for app user agents: the AppVersion token, or the inApp parameter of the native shell', () => {
    expect(deviceSyncRole(place({ userAgent: UA.shell }), target)).toEqual({ skip: 'app' });
    expect(deviceSyncRole(place({ search: '?inApp=1' }), target)).toEqual({ skip: 'app' });
    expect(deviceSyncRole(place({ search: '?inApp=true' }), target)).toEqual({ skip: 'app' });
  });

  it.each([
    ['Safari on a Mac', UA.safariMac, 0],
    ['Safari on an iPhone', UA.iPhoneSafari, 5],
    ['Chrome on an iPhone (WebKit too)', UA.iPhoneChrome, 5],
    ['an iPad that reports a Mac', UA.safariMac, 5],
  ])('is skipped for %s', (_name, userAgent, maxTouchPoints) => {
    expect(isSafari(userAgent, maxTouchPoints)).toBe(true);
    expect(deviceSyncRole(place({ userAgent, maxTouchPoints }), target)).toEqual({ skip: 'safari' });
  });

  it.each([
    ['Chrome on Android', UA.chromeAndroid],
    ['Chrome on a desktop', UA.chromeDesktop],
    ['Edge', UA.edge],
    ['Firefox', UA.firefox],
  ])('runs for %s, whose user agent names Safari or not', (_name, userAgent) => {
    expect(isSafari(userAgent, 0)).toBe(false);
    expect(deviceSyncRole(place({ userAgent, maxTouchPoints: 0 }), target)).toEqual({ role: 'ask' });
  });

  it('is skipped over http (the copy is Secure) and on a host that is not one of the merchant’s', () => {
    expect(deviceSyncRole(place({ protocol: 'http:' }), target)).toEqual({ skip: 'insecure' });
    expect(deviceSyncRole(place({ hostname: 'saigonlotto.localhost' }), target)).toEqual({ skip: 'foreign_host' });
    expect(deviceSyncRole(place({ hostname: 'sgl.example.evil.net' }), target)).toEqual({ skip: 'foreign_host' });
  });

  it('runs once a session, whatever its outcome', () => {
    const session = memoryStore();
    markDeviceSyncDone(session);
    expect(session.data.get('device_sync')).toBe('1');
    expect(deviceSyncRole(place({ session }), target)).toEqual({ skip: 'done_this_session' });
    expect(deviceSyncRole(place({ session: brokenStore }), target)).toEqual({ role: 'ask' });
    expect(() => markDeviceSyncDone(brokenStore)).not.toThrow();
  });
});

describe('the sync target, from the merchant’s domains (build time)', () => {
  it('is the first domain, for merchants on several registrable domains only', () => {
    expect(deviceSyncTarget(['saigonlotto.example', 'www.saigonlotto.example', 'sgl.example'])).toEqual(target);
    expect(deviceSyncTarget(['m.brand.co.uk', 'brand.co.uk', 'brand-ph.example'])).toEqual({
      origin: 'https://m.brand.co.uk',
      cookieDomain: 'brand.co.uk',
    });
    expect(deviceSyncTarget(['luckystar.example', 'm.luckystar.example'])).toBeNull();
    expect(deviceSyncTarget([])).toBeNull();
  });
});

describe('syncable ids: what a message may carry', () => {
  it.each([
    [PRIMARY_ID, true],
    ['A'.repeat(36), true],
    [PRIMARY_ID.slice(1), false],
    [`${PRIMARY_ID}0`, false],
    [`${PRIMARY_ID.slice(0, 35)};`, false],
    [`${PRIMARY_ID.slice(0, 34)}<b`, false],
    [[PRIMARY_ID], false],
    [{ toString: () => PRIMARY_ID }, false],
    [36, false],
    [undefined, false],
  ])('%j -> %s', (id, valid) => {
    expect(isSyncableDeviceId(id)).toBe(valid);
  });
});

/** A page's document and local storage; cookies as the page reads them, every write recorded. */
function primaryPage(options: { stored?: string; cookie?: string } = {}) {
  const store = memoryStore(options.stored ? { deviceId: options.stored } : {});
  const writes: string[] = [];
  const document = {
    get cookie() {
      return options.cookie ?? '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  const deps = {
    local: guardStorage(store),
    document,
    place: { hostname: 'saigonlotto.example', protocol: 'https:', cookieDomains: COOKIE_DOMAINS },
    now: () => 0,
    generate: vi.fn(() => NEW_ID),
  };
  return { store, writes, deps };
}

describe('the first domain keeps the copy the frame reads', () => {
  it("writes this domain's own id into the SameSite=None copy, over an older copy", () => {
    const page = primaryPage({ stored: PRIMARY_ID, cookie: `${DEVICE_SYNC_COOKIE}=${PAGE_ID}` });
    expect(keepDeviceSyncCopy(page.deps, target)).toBe(PRIMARY_ID);
    expect(page.writes.at(-1)).toBe(
      `deviceIdSync=${PRIMARY_ID}; max-age=31536000; path=/; domain=saigonlotto.example; SameSite=None; Secure`,
    );
    expect(page.deps.generate).not.toHaveBeenCalled();
  });

  it('takes the copy a frame adopted for it when it has no id of its own, rather than a new one', () => {
    const page = primaryPage({ cookie: `${DEVICE_SYNC_COOKIE}=${PAGE_ID}` });
    expect(keepDeviceSyncCopy(page.deps, target)).toBe(PAGE_ID);
    expect(page.store.data.get('deviceId')).toBe(PAGE_ID);
    expect(page.writes[0]).toMatch(new RegExp(`^deviceId=${PAGE_ID}; .*SameSite=Lax; domain=saigonlotto.example`));
  });

  it('generates a new id when neither exists, and refuses an unsyncable copy', () => {
    const page = primaryPage({ cookie: `${DEVICE_SYNC_COOKIE}=${'x'.repeat(35)}` });
    expect(keepDeviceSyncCopy(page.deps, target)).toBe(NEW_ID);
    expect(page.writes.at(-1)).toMatch(new RegExp(`^deviceIdSync=${NEW_ID};`));
  });
});

/** A page on sgl.example with its hidden frame, its message listener and a fake clock. */
function askingPage(ownId = PAGE_ID) {
  const frameWindow = { name: 'sync frame' };
  const posted: [unknown, string][] = [];
  const frame = {
    url: '',
    loaded: undefined as (() => void) | undefined,
    removed: false,
  };
  let handler: ((message: SyncMessage) => void) | undefined;
  const adopt = vi.fn();
  const outcome = askForDeviceId({
    target,
    ownId,
    openFrame: (url) => {
      frame.url = url;
      return {
        window: frameWindow,
        post: (message, origin) => posted.push([message, origin]),
        onLoad: (callback) => (frame.loaded = callback),
        remove: () => (frame.removed = true),
      };
    },
    listen: (listener) => {
      handler = listener;
      return () => (handler = undefined);
    },
    adopt,
    clock: systemClock,
  });
  const reply = (message: Partial<SyncMessage>) =>
    handler?.({ origin: target.origin, source: frameWindow, data: undefined, ...message });
  return { frame, frameWindow, posted, adopt, outcome, reply, listening: () => handler !== undefined };
}

describe('asking the first domain’s frame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens the first domain's sync page and sends this page's id to that origin only, once it has loaded", async () => {
    const page = askingPage();
    expect(page.frame.url).toBe(`https://saigonlotto.example${DEVICE_SYNC_PATH}`);
    expect(page.posted).toEqual([]);
    page.frame.loaded?.();
    expect(page.posted).toEqual([[{ type: DEVICE_SYNC_MESSAGE, deviceId: PAGE_ID }, 'https://saigonlotto.example']]);
    page.reply({ data: { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID } });
    await expect(page.outcome).resolves.toBe('adopted');
  });

  it("adopts the first domain's id, then removes the frame and stops listening", async () => {
    const page = askingPage();
    page.reply({ data: { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID } });
    await expect(page.outcome).resolves.toBe('adopted');
    expect(page.adopt).toHaveBeenCalledExactlyOnceWith(PRIMARY_ID);
    expect(page.frame.removed).toBe(true);
    expect(page.listening()).toBe(false);
  });

  it('changes nothing when the first domain answers with the id the page already has', async () => {
    const page = askingPage();
    page.reply({ data: { type: DEVICE_SYNC_MESSAGE, deviceId: PAGE_ID } });
    await expect(page.outcome).resolves.toBe('unchanged');
    expect(page.adopt).not.toHaveBeenCalled();
    expect(page.frame.removed).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another of the merchant’s origins', { origin: 'https://sgl.example' }],
    ['the first domain over http', { origin: 'http://saigonlotto.example' }],
    ['the first domain on another port', { origin: 'https://saigonlotto.example:8443' }],
    ['another window of the first domain', { source: { name: 'another frame' } }],
  ])('ignores an answer from %s', async (_name, message) => {
    const page = askingPage();
    page.reply({ ...message, data: { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID } });
    expect(page.listening()).toBe(true);
    expect(page.adopt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DEVICE_SYNC_TIMEOUT_MS);
    await expect(page.outcome).resolves.toBe('timeout');
  });

  it.each([
    ['an id of 35 characters', { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID.slice(1) }],
    ['an id of 37 characters', { type: DEVICE_SYNC_MESSAGE, deviceId: `${PRIMARY_ID}a` }],
    ['36 characters of cookie syntax', { type: DEVICE_SYNC_MESSAGE, deviceId: `${'a'.repeat(31)}; x=y` }],
    ['an id in an array', { type: DEVICE_SYNC_MESSAGE, deviceId: [PRIMARY_ID] }],
    ['another message type', { type: 'other', deviceId: PRIMARY_ID }],
    ['a bare string', PRIMARY_ID],
    ['null', null],
  ])('refuses %s', async (_name, data) => {
    const page = askingPage();
    page.reply({ data });
    expect(page.adopt).not.toHaveBeenCalled();
    expect(page.listening()).toBe(true);
    page.reply({ data: { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID } });
    await expect(page.outcome).resolves.toBe('adopted');
    expect(page.adopt).toHaveBeenCalledExactlyOnceWith(PRIMARY_ID);
  });

  it(`gives up after ${DEVICE_SYNC_TIMEOUT_MS} ms without an answer: the frame goes, a late answer is ignored`, async () => {
    const page = askingPage();
    let settled = false;
    void page.outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(DEVICE_SYNC_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(page.frame.removed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(page.outcome).resolves.toBe('timeout');
    expect(page.frame.removed).toBe(true);
    expect(page.listening()).toBe(false);
    page.reply({ data: { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID } });
    expect(page.adopt).not.toHaveBeenCalled();
  });

  it('clears its timer once answered', async () => {
    const page = askingPage();
    page.reply({ data: { type: DEVICE_SYNC_MESSAGE, deviceId: PRIMARY_ID } });
    await page.outcome;
    expect(vi.getTimerCount()).toBe(0);
  });
});
