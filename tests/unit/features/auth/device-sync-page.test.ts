// @vitest-environment happy-dom
// Issue 42: the device-id sync reads the page's address and keeps its marks in the page's storage (passed in).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant, DeviceSyncTarget } from '@/config/client';
import { startDeviceSync } from '@/features/auth/device-sync/start-device-sync';
import { isValidDeviceId } from '@/lib/device/device-id';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { fakePage } from '../fake-page';

const merchant = { cookieDomains: ['acme.example', 'acme-two.example'] } as unknown as ClientMerchant;
const target: DeviceSyncTarget = { origin: 'https://acme.example', cookieDomain: 'acme.example' };
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the device-id sync on a page of the first domain', () => {
  it("keeps this browser's id in the page's local storage and marks the page's session done", async () => {
    const fake = fakePage({ href: 'https://m.acme.example/m/home' });
    await startDeviceSync(merchant, target, fake.page);
    expect(isValidDeviceId(fake.local.get(STORAGE_KEYS.deviceId))).toBe(true);
    expect(Object.fromEntries(fake.session)).toEqual({ [STORAGE_KEYS.deviceSync]: '1' });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('keeps the id the page already has', async () => {
    const fake = fakePage({ href: 'https://m.acme.example/m/home' });
    await startDeviceSync(merchant, target, fake.page);
    const id = fake.local.get(STORAGE_KEYS.deviceId);
    fake.session.clear();
    await startDeviceSync(merchant, target, fake.page);
    expect(fake.local.get(STORAGE_KEYS.deviceId)).toBe(id);
  });
});

describe('the device-id sync skips', () => {
  it("a page over http (the page's own scheme), leaving its storage as it was", async () => {
    const fake = fakePage({ href: 'http://m.acme.example/m/home' });
    await startDeviceSync(merchant, target, fake.page);
    expect(fake.local.size + fake.session.size).toBe(0);
  });

  it("the native shell (inApp in the page's query)", async () => {
    const fake = fakePage({ href: 'https://m.acme.example/m/home?inApp=1' });
    await startDeviceSync(merchant, target, fake.page);
    expect(fake.local.size + fake.session.size).toBe(0);
  });

  it("a session the page's storage says is done", async () => {
    const fake = fakePage({
      href: 'https://m.acme.example/m/home',
      stored: { session: { [STORAGE_KEYS.deviceSync]: '1' } },
    });
    await startDeviceSync(merchant, target, fake.page);
    expect(fake.local.size).toBe(0);
  });
});
