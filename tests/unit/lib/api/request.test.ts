import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, SESSION_CACHE_TTL_MS } from '@/config/constants';
import { ApiError } from '@/lib/api/api-error';
import { gameListCall } from '@/flows/games/api';
import { cleanUrl } from '@/lib/api/request';
import { cacheKey } from '@/lib/api/session-cache';
import { BASE_URL, createHarness, fail, flush, never, ok, track, USER_AGENT } from './client-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('request headers (SPEC 7, PROTOCOL "Common headers")', () => {
  it('sends Merchant, Language, X-Real-UA as the encoded user agent and a Bearer Authorization', async () => {
    const h = createHarness({ token: 'abc', language: 'TH' });
    await h.client.get('/wps/member/info');
    const headers = h.calls[0]!.headers;
    expect(headers['Merchant']).toBe('luckystar');
    expect(headers['Language']).toBe('TH');
    expect(headers['Authorization']).toBe('Bearer abc');
    expect(headers['X-Real-UA']).toBe(encodeURIComponent(USER_AGENT));
    expect(headers['X-Real-UA']).not.toContain(' ');
    expect(headers['ModuleId']).toBeUndefined();
  });

  it('reads the language and token on every request', async () => {
    const h = createHarness({ token: 'first' });
    await h.client.get('/wps/a');
    h.state.language = 'VI';
    h.state.token = 'second';
    await h.client.get('/wps/b');
    expect(h.calls[1]!.headers['Language']).toBe('VI');
    expect(h.calls[1]!.headers['Authorization']).toBe('Bearer second');
  });

  it('sends no Authorization without a token', async () => {
    const h = createHarness({ token: undefined });
    await h.client.get('/wps/a');
    expect(h.calls[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization with auth: false, even with a token', async () => {
    const h = createHarness({ token: 'abc' });
    await h.client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', { auth: false });
    await h.client.post('/wps/x', { a: 1 }, { auth: false });
    expect(h.calls[0]!.headers).not.toHaveProperty('Authorization');
    expect(h.calls[1]!.headers).not.toHaveProperty('Authorization');
  });

  it('sends the ModuleId header when the call names one', async () => {
    const h = createHarness();
    await h.client.post('/wps/member/register', { a: 1 }, { moduleId: 'REG3' });
    await h.client.get('/wps/x', { moduleId: 'MOBILENUMREG3' });
    expect(h.calls[0]!.headers['ModuleId']).toBe('REG3');
    expect(h.calls[1]!.headers['ModuleId']).toBe('MOBILENUMREG3');
  });

  it("adds the caller's own headers (the login Device header)", async () => {
    const h = createHarness();
    await h.client.post('/wps/session/login', {}, { headers: { Device: 'PWA' } });
    expect(h.calls[0]!.headers['Device']).toBe('PWA');
  });

  it('sends credentials: include', async () => {
    const h = createHarness();
    await h.client.get('/wps/a');
    await h.client.post('/wps/b', {});
    expect(h.calls.map((call) => call.credentials)).toEqual(['include', 'include']);
  });

  it('sends a plain POST body as JSON with its Content-Type', async () => {
    const h = createHarness();
    await h.client.post('/wps/member/language', { language: 'TH' });
    expect(h.calls[0]!.method).toBe('POST');
    expect(h.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(h.calls[0]!.body).toBe('{"language":"TH"}');
  });

  it('sends PUT and DELETE with their methods, and no body or Content-Type when there is none', async () => {
    const h = createHarness();
    await h.client.put('/wps/a', { x: 1 });
    await h.client.delete('/wps/b');
    expect(h.calls.map((call) => call.method)).toEqual(['PUT', 'DELETE']);
    expect(h.calls[1]!.body).toBeUndefined();
    expect(h.calls[1]!.headers).not.toHaveProperty('Content-Type');
  });
});

describe('token and authorization query parameters (SPEC 7)', () => {
  it('strips them from the path in any case', async () => {
    const h = createHarness();
    await h.client.get('/wps/x?token=a&Authorization=b&TOKEN=c&tokens=keep&keep=1');
    expect(h.calls[0]!.url).toBe(`${BASE_URL}/wps/x?tokens=keep&keep=1`);
  });

  it('strips them from the query object in any case', async () => {
    const h = createHarness();
    await h.client.get('/wps/x', { query: { Token: 'q', AUTHORIZATION: 'z', authorization: 'y', page: 2 } });
    expect(h.calls[0]!.url).toBe(`${BASE_URL}/wps/x?page=2`);
  });

  it('strips them from POST paths', async () => {
    const h = createHarness();
    await h.client.post('/wps/y?token=secret&a=1', {});
    expect(h.calls[0]!.url).toBe(`${BASE_URL}/wps/y?a=1`);
  });

  it('leaves a URL with nothing else without a question mark', () => {
    expect(cleanUrl('/wps/x?token=1')).toEqual({ path: '/wps/x', query: {} });
  });
});

describe('GET query (SPEC 7)', () => {
  it('sends the query, dropping null and undefined values and keeping false and 0', async () => {
    const h = createHarness();
    await h.client.get('/wps/relay/GCSGAME_newGameVendor', {
      query: { platform: 'html5', a: null, b: undefined, c: false, d: 0 },
    });
    expect(h.calls[0]!.url).toBe(`${BASE_URL}/wps/relay/GCSGAME_newGameVendor?platform=html5&c=false&d=0`);
    expect(h.calls[0]!.method).toBe('GET');
  });

  it('merges the query of the path with the query object (the object wins)', () => {
    expect(cleanUrl('/wps/x?a=1&b=2', { b: 3 })).toEqual({ path: '/wps/x', query: { a: '1', b: '3' } });
  });

  it('resolves with the envelope value', async () => {
    const h = createHarness({ handler: () => ok({ gameUrl: 'https://g.example' }) });
    await expect(h.client.get('/wps/game/launchGame')).resolves.toEqual({ gameUrl: 'https://g.example' });
  });
});

describe('request timeout (SPEC 7, SPEC 9: 30 s)', () => {
  it('is 30 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('is still waiting at 29999 ms and aborted with ECONNABORTED at 30000 ms', async () => {
    const h = createHarness({ handler: never });
    const request = track(h.client.get('/wps/slow', { retry: false }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(request.settled).toBe(false);
    expect(h.calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.settled).toBe(true);
    expect(h.calls[0]!.signal.aborted).toBe(true);
    expect(request.error).toBeInstanceOf(ApiError);
    expect(request.error).toMatchObject({ errorCode: 'ECONNABORTED', source: 'timeout' });
  });

  it('aborts a POST at 30000 ms too, and does not retry it', async () => {
    const h = createHarness({ handler: never });
    const request = track(h.client.post('/wps/slow', {}));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(request.error).toMatchObject({ errorCode: 'ECONNABORTED' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('takes a shorter timeout from the call (game launch: 10 s)', async () => {
    const h = createHarness({ handler: never });
    const request = track(h.client.get('/wps/game/launchGame', { timeoutMs: 10_000, alert: false, retry: false }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.error).toMatchObject({ errorCode: 'ECONNABORTED' });
  });

  it('treats a GET timeout as an "other failure": retried every 1 s up to 3 times, then unknown_error', async () => {
    const h = createHarness({ handler: never });
    const request = track(h.client.get('/wps/slow'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * (1_000 + 30_000) - 1);
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.settled).toBe(true);
    expect(h.fetch).toHaveBeenCalledTimes(4);
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', messageKey: 'unknown_error' }]);
  });

  it('counts the timeout from when the request gets a slot, not while it queues', async () => {
    const h = createHarness({ handler: never });
    const waiting = Array.from({ length: 10 }, () => track(h.client.post('/wps/busy', {}, { alert: false })));
    const queued = track(h.client.post('/wps/queued', {}, { alert: false }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(waiting.every((r) => r.settled)).toBe(true);
    expect(queued.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queued.error).toMatchObject({ errorCode: 'ECONNABORTED' });
  });

  it('clears the timer when the answer comes in time', async () => {
    const h = createHarness();
    await h.client.get('/wps/fast');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('session cache through the client (SPEC 7)', () => {
  it('answers a cached GET from the cache without fetching', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await expect(h.client.get('/wps/system/country', { cache: true })).resolves.toBe(1);
    await expect(h.client.get('/wps/system/country', { cache: true })).resolves.toBe(1);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps an entry 180 s by default: a hit at 179999 ms, a fetch at 180000 ms', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await h.client.get('/wps/system/country', { cache: true });
    await vi.advanceTimersByTimeAsync(SESSION_CACHE_TTL_MS - 1);
    await expect(h.client.get('/wps/system/country', { cache: true })).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(h.client.get('/wps/system/country', { cache: true })).resolves.toBe(2);
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });

  it('takes a lifetime in ms from the call', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await h.client.get('/wps/system/domainRoute', { cache: 5_000 });
    await vi.advanceTimersByTimeAsync(4_999);
    await expect(h.client.get('/wps/system/domainRoute', { cache: 5_000 })).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(h.client.get('/wps/system/domainRoute', { cache: 5_000 })).resolves.toBe(2);
  });

  it('does not read or write the cache without cache: true', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await h.client.get('/wps/a');
    expect(h.cache.size).toBe(0);
    await h.client.get('/wps/b', { cache: true });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(h.client.get('/wps/b')).resolves.toBe(3);
  });

  it('keys the cache by the cleaned request, so the token does not split entries', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await h.client.get('/wps/x?token=1', { cache: true, query: { b: 2, a: 1 } });
    await expect(h.client.get('/wps/x?token=2', { cache: true, query: { a: 1, b: 2 } })).resolves.toBe(1);
    expect(h.cache.get(cacheKey('GET', '/wps/x', { a: '1', b: '2' }, 'tok-123'))).toBe(1);
  });

  it("never answers one member's cached GET to another member (security: cache outliving the member)", async () => {
    const h = createHarness({ handler: (call) => ok(`answer for ${call.headers['Authorization']}`) });
    await expect(h.client.get('/wps/member/info', { cache: true })).resolves.toBe('answer for Bearer tok-123');
    h.state.token = 'tok-456';
    await vi.advanceTimersByTimeAsync(150);
    await expect(h.client.get('/wps/member/info', { cache: true })).resolves.toBe('answer for Bearer tok-456');
    h.state.token = undefined;
    await vi.advanceTimersByTimeAsync(150);
    await expect(h.client.get('/wps/member/info', { cache: true })).resolves.toBe('answer for undefined');
    expect(h.fetch).toHaveBeenCalledTimes(3);
  });

  it('shares cached answers of calls sent without authorization between members', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await h.client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', { cache: true, auth: false });
    h.state.token = 'tok-456';
    await expect(
      h.client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', { cache: true, auth: false }),
    ).resolves.toBe(1);
  });

  it('does not cache a failure', async () => {
    const h = createHarness({ handler: () => fail(400, 'x', 'bad') });
    await expect(h.client.get('/wps/x', { cache: true })).rejects.toBeInstanceOf(ApiError);
    expect(h.cache.size).toBe(0);
  });

  it('flush drops the cached entry and fetches again', async () => {
    let n = 0;
    const h = createHarness({ handler: () => ok(++n) });
    await h.client.get('/wps/system/country', { cache: true });
    const flushed = h.client.get('/wps/system/country', { cache: true, flush: true });
    await vi.advanceTimersByTimeAsync(150); // the rate limiter's gap on the same path
    await expect(flushed).resolves.toBe(2);
    await expect(h.client.get('/wps/system/country', { cache: true })).resolves.toBe(2);
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('identical in-flight GETs (SPEC 5)', () => {
  it('shares one fetch between two identical GETs', async () => {
    let answer!: (value: ReturnType<typeof ok>) => void;
    const h = createHarness({ handler: () => new Promise((resolve) => (answer = resolve)) });
    const first = h.client.get('/wps/system/country', { query: { a: 1 } });
    const second = h.client.get('/wps/system/country', { query: { a: 1 } });
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(1);
    answer(ok('shared'));
    await expect(Promise.all([first, second])).resolves.toEqual(['shared', 'shared']);
  });

  it('shares a failure too, and fetches again once the first has settled', async () => {
    const h = createHarness({ handler: () => fail(400, 'x') });
    const both = Promise.allSettled([h.client.get('/wps/x'), h.client.get('/wps/x')]);
    await flush();
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    h.state.handler = () => ok(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(h.client.get('/wps/x')).resolves.toBe(1);
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not share GETs with different queries', async () => {
    const h = createHarness();
    await Promise.all([
      h.client.get('/wps/x', { query: { a: 1 } }),
      h.client.get('/wps/x', { query: { a: 2 } }),
      flush(),
      vi.advanceTimersByTimeAsync(200),
    ]);
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not share POSTs', async () => {
    const h = createHarness();
    await Promise.all([h.client.post('/wps/x', { a: 1 }), h.client.post('/wps/x', { a: 1 })]);
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('null URL (SPEC 5)', () => {
  it.each([null, undefined, ''])('rejects %j with url_is_null_check without fetching or alerting', async (url) => {
    const h = createHarness();
    for (const call of [h.client.get(url), h.client.post(url, {}), h.client.put(url), h.client.delete(url)]) {
      await expect(call).rejects.toMatchObject({ errorCode: 'url_is_null_check', source: 'client' });
    }
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.emitted).toEqual([]);
  });
});

describe('rate limiter and concurrency through the client (SPEC 7)', () => {
  it('spaces GETs on the same /wps path by 150 ms', async () => {
    const h = createHarness();
    const a = h.client.get('/wps/a', { query: { n: 1 } });
    const b = h.client.get('/wps/a', { query: { n: 2 } });
    await vi.advanceTimersByTimeAsync(149);
    expect(h.calls.map((call) => call.at)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([a, b]);
    expect(h.calls.map((call) => call.at)).toEqual([0, 150]);
  });

  it('does not rate-limit POSTs', async () => {
    const h = createHarness();
    await Promise.all([h.client.post('/wps/a', {}), h.client.post('/wps/a', {}), flush()]);
    expect(h.calls.map((call) => call.at)).toEqual([0, 0]);
  });

  it('starts the 11th concurrent request only when one of the first 10 finishes', async () => {
    const answers: (() => void)[] = [];
    const h = createHarness({ handler: () => new Promise((resolve) => answers.push(() => resolve(ok(1)))) });
    const requests = Array.from({ length: 11 }, (_, i) => h.client.get(`/wps/p${i}`));
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(10);
    answers[3]!();
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(11);
    expect(h.calls[10]!.url).toBe(`${BASE_URL}/wps/p10`);
    answers.forEach((answer) => answer());
    await Promise.all(requests);
  });

  it('runs at most 2 game-list GETs at once, whatever their queries', async () => {
    const answers: (() => void)[] = [];
    const h = createHarness({ handler: () => new Promise((resolve) => answers.push(() => resolve(ok(1)))) });
    const lists = [1, 2, 3].map((page) => h.client.get(gameListCall.path, { query: { page } }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    answers[0]!();
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(3);
    answers.forEach((answer) => answer());
    await Promise.all(lists);
  });
});
