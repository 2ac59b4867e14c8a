import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from '@/config/constants';
import {
  DEVICE_ID_COOKIE,
  cookieDomain,
  deviceIdCookie,
  ensureDeviceId,
  generateDeviceId,
  isValidDeviceId,
  readCookie,
} from '@/lib/device/device-id';
import { cookieDomainsOf } from '@/build/cookie-domains';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { brokenStore, memoryStore } from '../memory-store';

const id = (length: number, fill = 'a') => fill.repeat(length);
const ID_36 = '0f8fad5b-d9cb-469f-a165-70867728950e';
const COOKIE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NEW_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';

/** A document whose cookie reads back what the page sees and records every write. */
function setup(options: { stored?: string; cookie?: string; hostname?: string } = {}) {
  const store = memoryStore(options.stored === undefined ? {} : { deviceId: options.stored });
  const writes: string[] = [];
  const document = {
    get cookie() {
      return options.cookie ?? '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  const generate = vi.fn(() => NEW_ID);
  const removeItem = vi.spyOn(store, 'removeItem');
  const place = {
    hostname: options.hostname ?? 'm.brand.example',
    protocol: 'https:',
    cookieDomains: ['brand.example'],
  };
  const deps = { local: guardStorage(store), document, place, now: () => 0, generate };
  return { store, writes, generate, removeItem, run: () => ensureDeviceId(deps) };
}

describe('device id length (SPEC 5, SPEC 9)', () => {
  it('is 36 characters', () => {
    expect(DEVICE_ID_LENGTH).toBe(36);
    expect(isValidDeviceId(id(36))).toBe(true);
    expect(isValidDeviceId(id(35))).toBe(false);
    expect(isValidDeviceId(id(37))).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
    expect(isValidDeviceId(undefined)).toBe(false);
  });

  it('generates a 36-character UUID', () => {
    expect(generateDeviceId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generateDeviceId()).toHaveLength(36);
    expect(generateDeviceId()).not.toBe(generateDeviceId());
  });
});

describe('ensureDeviceId (SPEC 4 "Device id")', () => {
  it('keeps a stored id of 36 characters, even when the cookie holds another', () => {
    const s = setup({ stored: ID_36, cookie: `deviceId=${COOKIE_ID}` });
    expect(s.run()).toBe(ID_36);
    expect(s.generate).not.toHaveBeenCalled();
    expect(s.removeItem).not.toHaveBeenCalled();
    expect(s.writes[0]).toMatch(new RegExp(`^deviceId=${ID_36};`));
  });

  it.each([35, 37])('removes a stored id of %i characters and takes the cookie copy', (length) => {
    const s = setup({ stored: id(length), cookie: `other=1; deviceId=${COOKIE_ID}; x=y` });
    expect(s.run()).toBe(COOKIE_ID);
    expect(s.removeItem).toHaveBeenCalledWith('deviceId');
    expect(s.store.data.get('deviceId')).toBe(COOKIE_ID);
    expect(s.generate).not.toHaveBeenCalled();
  });

  it.each([35, 37])(
    'regenerates a 36-character id when the stored id has %i characters and there is no cookie copy',
    (length) => {
      const s = setup({ stored: id(length) });
      expect(s.run()).toBe(NEW_ID);
      expect(NEW_ID).toHaveLength(36);
      expect(s.removeItem).toHaveBeenCalledWith('deviceId');
      expect(s.store.data.get('deviceId')).toBe(NEW_ID);
    },
  );

  it('regenerates when the cookie copy is not 36 characters either', () => {
    const s = setup({ stored: id(35), cookie: `deviceId=${id(37)}` });
    expect(s.run()).toBe(NEW_ID);
  });

  it('takes the cookie copy when nothing is stored, without removing anything', () => {
    const s = setup({ cookie: `deviceId=${COOKIE_ID}` });
    expect(s.run()).toBe(COOKIE_ID);
    expect(s.removeItem).not.toHaveBeenCalled();
  });

  it('generates a new id on a first visit, stores it and sets the cookie', () => {
    const s = setup();
    expect(s.run()).toBe(NEW_ID);
    expect(s.generate).toHaveBeenCalledTimes(1);
    expect(s.store.data.get('deviceId')).toBe(NEW_ID);
    expect(s.writes).toEqual([
      `deviceId=${NEW_ID}; expires=Fri, 01 Jan 1971 00:00:00 GMT; path=/; SameSite=Lax; domain=brand.example; Secure`,
    ]);
  });

  it('regenerates on a malformed cookie instead of throwing', () => {
    const s = setup({ cookie: 'deviceId=%E0%A4%A' });
    expect(s.run()).toBe(NEW_ID);
  });

  it('still returns an id when localStorage is unusable', () => {
    const writes: string[] = [];
    const result = ensureDeviceId({
      local: guardStorage(brokenStore),
      document: {
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          writes.push(value);
        },
      },
      place: { hostname: 'localhost', protocol: 'http:', cookieDomains: [] },
      now: () => 0,
      generate: () => NEW_ID,
    });
    expect(result).toBe(NEW_ID);
    expect(writes).toHaveLength(1);
  });
});

const at = (hostname: string, protocol = 'https:', cookieDomains = ['brand.example']) => ({
  hostname,
  protocol,
  cookieDomains,
});

describe('device id cookie (SPEC 9: 365 days, SameSite=Lax, parent domain)', () => {
  it('lives 365 days', () => {
    expect(DEVICE_ID_COOKIE_DAYS).toBe(365);
    const now = Date.UTC(2024, 0, 1);
    expect(deviceIdCookie(ID_36, at('brand.example'), now)).toContain(
      `expires=${new Date(now + 365 * 86_400_000).toUTCString()}`,
    );
    expect(deviceIdCookie(ID_36, at('brand.example'), now)).toContain('expires=Tue, 31 Dec 2024 00:00:00 GMT');
  });

  it('is SameSite=Lax on path / under the name deviceId', () => {
    expect(DEVICE_ID_COOKIE).toBe('deviceId');
    const cookie = deviceIdCookie(ID_36, at('localhost', 'http:', []), 0);
    expect(cookie).toBe(`deviceId=${ID_36}; expires=Fri, 01 Jan 1971 00:00:00 GMT; path=/; SameSite=Lax`);
  });

  it('is Secure on https only', () => {
    expect(deviceIdCookie(ID_36, at('m.brand.example'), 0)).toMatch(/; Secure$/);
    expect(deviceIdCookie(ID_36, at('luckystar.localhost', 'http:'), 0)).not.toContain('Secure');
  });

  it('is set on the registrable domain', () => {
    expect(deviceIdCookie(ID_36, at('m.brand.example'), 0)).toContain('; domain=brand.example;');
    expect(deviceIdCookie(ID_36, at('brand.example'), 0)).toContain('; domain=brand.example;');
    expect(deviceIdCookie(ID_36, at('127.0.0.1'), 0)).not.toContain('domain=');
  });
});

describe('cookie domain (public-suffix list, not "drop the first label")', () => {
  it.each([
    [['m.brand.example'], 'm.brand.example', 'brand.example'],
    [['brand.example'], 'brand.example', 'brand.example'],
    [['www.m.brand.example'], 'www.m.brand.example', 'brand.example'],
    [['m.brand.co.uk'], 'm.brand.co.uk', 'brand.co.uk'],
    [['brand.co.uk'], 'speed.brand.co.uk', 'brand.co.uk'],
    [['play.lotto.com.vn'], 'play.lotto.com.vn', 'lotto.com.vn'],
    [['brand.github.io'], 'brand.github.io', 'brand.github.io'],
    [['M.Brand.Example'], 'M.BRAND.example', 'brand.example'],
  ])('%j serving %s -> %s', (hosts, hostname, domain) => {
    expect(cookieDomain(hostname, cookieDomainsOf(hosts))).toBe(domain);
  });

  it('never names a public suffix', () => {
    expect(cookieDomainsOf(['co.uk', 'github.io', 'com.vn'])).toEqual([]);
  });

  it.each(['localhost', 'luckystar.localhost', '127.0.0.1', '10.0.0.12', 'other.example', 'brand.example.evil.net'])(
    '%s -> none',
    (hostname) => {
      expect(
        cookieDomain(hostname, cookieDomainsOf(['luckystar.localhost', 'm.brand.example', 'localhost', '127.0.0.1'])),
      ).toBeUndefined();
    },
  );
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; deviceId=x%20y; b=2', 'deviceId')).toBe('x y');
    expect(readCookie('a=1;b=c=d', 'b')).toBe('c=d');
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('olddeviceId=1', 'deviceId')).toBeUndefined();
    expect(readCookie('', 'deviceId')).toBeUndefined();
  });

  it('reads a malformed value as absent', () => {
    expect(readCookie('deviceId=%E0%A4%A', 'deviceId')).toBeUndefined();
  });
});
