import { toClientMerchant } from '@/build/client-merchant';
import type { ClientMerchant } from '@/config/client';
import { loadMerchant } from '@/build/load';
import type { AuthPage } from '@/flows/sign-in/auth-page';
import type { Completion } from '@/flows/sign-in/complete-login';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { vi } from 'vitest';
import type { Clock } from '@/lib/time/clock';
import { memoryStore } from '../../lib/memory-store';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
export const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A clock frozen at NOW; only the device-id cookie's expiry reads it here. */
const frozenClock: Clock = {
  now: () => NOW,
  setTimeout: () => {
    throw new Error('not used');
  },
  clearTimeout: () => undefined,
  setInterval: () => {
    throw new Error('not used');
  },
  clearInterval: () => undefined,
};

/** A cookie jar with document.cookie's read-all / write-one shape. */
function cookieJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    },
  };
}

export interface FakePageOptions {
  href?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  cookies?: Record<string, string>;
  standalone?: boolean;
  userAgent?: string;
  maxTouchPoints?: number;
}

/** A page as the auth feature sees it, with its storage and cookies open to inspection. */
export function fakePage(options: FakePageOptions = {}) {
  const localStore = memoryStore(options.local);
  const sessionStore = memoryStore(options.session);
  const document = cookieJar(options.cookies ?? {});
  const page: AuthPage = {
    location: new URL(options.href ?? 'https://luckystar.example/m/register'),
    document,
    local: guardStorage(localStore),
    session: guardStorage(sessionStore),
    clock: frozenClock,
    standalone: () => options.standalone ?? false,
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
    maxTouchPoints: options.maxTouchPoints ?? 5,
    cookieDomains: ['luckystar.example'],
    generateDeviceId: () => DEVICE_ID,
  };
  return { page, localStore, sessionStore, cookies: document.written };
}

/** The Lucky Star sample merchant as islands receive it. */
export function sampleMerchant(overrides: Partial<ClientMerchant> = {}): ClientMerchant {
  const problems: string[] = [];
  const merchant = loadMerchant('merchants', 'luckystar', problems);
  if (!merchant) throw new Error(problems.join('\n'));
  return { ...toClientMerchant(merchant), ...overrides };
}

/** What a completed login changes, on a fake page: every effect a spy. */
export function fakeCompletion(options: FakePageOptions = {}, merchant: ClientMerchant = sampleMerchant()) {
  const fake = fakePage({ href: 'https://luckystar.example/m/login', ...options });
  const context: Completion = {
    merchant,
    page: fake.page,
    language: () => undefined,
    startSession: vi.fn(),
    renewMember: vi.fn(),
    track: vi.fn(),
  };
  return { ...fake, context };
}
