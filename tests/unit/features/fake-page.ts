// A page for island tests, given under <PageContext value={page}>: it records the calls and the navigation an
// island makes, keeps storage in memory and stops the clock's "now", so a test asserts exact effects.
import type { PageEffects } from '@/flows/session/page-effects';
import type { ApiClient, GetOptions, SendOptions } from '@/lib/api/request';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { systemClock } from '@/lib/time/clock';
import { memoryStore } from '../lib/memory-store';

export interface ApiCall {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string | null | undefined;
  body?: unknown;
  options?: GetOptions | SendOptions;
}

type Visit = { kind: 'assign' | 'replace'; url: string } | { kind: 'reload' };

export interface FakePageOptions extends Partial<PageEffects> {
  /** The answer of each API call (thrown or rejected: that call fails); default: every call answers undefined. */
  answer?: (call: ApiCall) => unknown;
  /** The page's address; default https://m.luckystar.example/. */
  href?: string;
  /** Starting contents of local and session storage. */
  stored?: { local?: Record<string, string>; session?: Record<string, string> };
  /** What clock.now() says; default 2025-01-15T12:00:00Z. Timers stay real (Vitest's fake timers apply). */
  now?: number;
}

export const FAKE_NOW = Date.UTC(2025, 0, 15, 12);

export function fakePage(options: FakePageOptions = {}) {
  const { answer = () => undefined, href = 'https://m.luckystar.example/', stored = {}, now = FAKE_NOW } = options;
  const calls: ApiCall[] = [];
  const visits: Visit[] = [];
  const url = new URL(href);
  const localStore = memoryStore(stored.local);
  const sessionStore = memoryStore(stored.session);
  const call = async (record: ApiCall) => {
    calls.push(record);
    return answer(record);
  };
  const api: ApiClient = {
    get: (path, request) => call({ method: 'get', path, ...(request && { options: request }) }) as never,
    post: (path, body, request) => call({ method: 'post', path, body, ...(request && { options: request }) }) as never,
    put: (path, body, request) => call({ method: 'put', path, body, ...(request && { options: request }) }) as never,
    delete: (path, body, request) =>
      call({ method: 'delete', path, body, ...(request && { options: request }) }) as never,
  };
  const page: PageEffects = {
    api: options.api ?? api,
    location: options.location ?? {
      href: url.href,
      protocol: url.protocol,
      host: url.host,
      hostname: url.hostname,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      origin: url.origin,
      assign: (target) => void visits.push({ kind: 'assign', url: String(target) }),
      replace: (target) => void visits.push({ kind: 'replace', url: String(target) }),
      reload: () => void visits.push({ kind: 'reload' }),
    },
    local: options.local ?? guardStorage(localStore),
    session: options.session ?? guardStorage(sessionStore),
    clock: options.clock ?? { ...systemClock, now: () => now },
  };
  return { page, calls, visits, local: localStore.data, session: sessionStore.data };
}
