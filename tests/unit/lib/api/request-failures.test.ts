// SPEC 8 through the request client: what each failure does (events, alerts, retries, rejection).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_RETRIES, FAILURE_RETRY_INTERVAL_MS, OFFLINE_NOTICE_MS } from '@/config/constants';
import { ALERT_KEYS } from '@/lib/api/api-events';
import { ApiError } from '@/lib/api/api-error';
import { createHarness, fail, flush, ok, respond, track } from './client-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('forced logout (SPEC 8)', () => {
  it.each(['login.not.session', 'customer.not.login', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'])(
    'clears the session, emits forcedLogout and alerts in_pls_login on %s',
    async (errorCode) => {
      const h = createHarness({ handler: () => fail(400, errorCode, 'server text') });
      const error = await h.client.get('/wps/member/info').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ errorCode, status: 400 });
      expect(h.clearSession).toHaveBeenCalledTimes(1);
      expect(h.emitted).toEqual(['clearSession', 'forcedLogout', 'alert']);
      expect(h.alerts).toEqual([{ messageKey: 'in_pls_login', onConfirm: 'goToLogin' }]);
      expect(h.fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('does the same on HTTP 401 without an errorCode, for a POST too', async () => {
    const h = createHarness({ handler: () => respond(401, undefined) });
    await expect(h.client.post('/wps/x', {})).rejects.toMatchObject({ status: 401 });
    expect(h.clearSession).toHaveBeenCalledTimes(1);
    expect(h.emitted).toEqual(['clearSession', 'forcedLogout', 'alert']);
    expect(h.alerts).toEqual([{ messageKey: ALERT_KEYS.pleaseLogin, onConfirm: 'goToLogin' }]);
    expect(ALERT_KEYS.pleaseLogin).toBe('in_pls_login');
  });

  it('still sends the player to login when the call asked for no alerts', async () => {
    const h = createHarness({ handler: () => fail(401, 'login.not.session') });
    await expect(h.client.get('/wps/member/info', { alert: false })).rejects.toBeInstanceOf(ApiError);
    expect(h.emitted).toEqual(['clearSession', 'forcedLogout', 'alert']);
  });
});

describe('a 401 about a token the page no longer has', () => {
  it('is not a forced logout when the member logged out (or in as another) while the call ran', async () => {
    const h = createHarness({
      handler: () => {
        h.state.token = undefined; // the explicit logout finished while the server answered
        return fail(401, 'user.or.token.invalid');
      },
    });
    await expect(h.client.get('/wps/member/depositSettings', { alert: false })).rejects.toBeInstanceOf(ApiError);
    expect(h.clearSession).not.toHaveBeenCalled();
    expect(h.emitted).toEqual([]);
    h.state.token = 'tok-new';
    h.state.handler = () => fail(401, 'user.or.token.invalid');
    await expect(h.client.get('/wps/member/info')).rejects.toBeInstanceOf(ApiError);
    expect(h.emitted).toEqual(['clearSession', 'forcedLogout', 'alert']);
  });
});

describe('failures that are not alerted (SPEC 8)', () => {
  it('rejects HTTP 502 with no alert and no retry', async () => {
    const h = createHarness({ handler: () => respond(502, undefined) });
    const request = track(h.client.get('/wps/x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request.error).toMatchObject({ status: 502 });
    expect(h.emitted).toEqual([]);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it.each(['TOO_MANY_REQUEST', 'TOO_MANY_REQUEST_SMS'])(
    'does not alert %s (and does not retry it)',
    async (errorCode) => {
      const h = createHarness({ handler: () => fail(429, errorCode, 'wait 60 s') });
      const request = track(h.client.get('/wps/x'));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(request.error).toMatchObject({ errorCode });
      expect(h.emitted).toEqual([]);
      expect(h.fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('emits domainNotAvailable on domain_not_available, without an alert', async () => {
    const h = createHarness({ handler: () => fail(403, 'domain_not_available', 'no') });
    await expect(h.client.get('/wps/v2/system/status')).rejects.toMatchObject({ errorCode: 'domain_not_available' });
    expect(h.emitted).toEqual(['domainNotAvailable']);
  });

  it.each([
    'line_invalid_token',
    'login_verify_required',
    'bind_customer_required',
    'not.exists.user',
    'telegram_validate_failed',
    'login.cred.err',
    'token_ip_different',
  ])('leaves %s to the caller: rejected with the code, no alert', async (errorCode) => {
    const h = createHarness({ handler: () => fail(400, errorCode, 'text') });
    await expect(h.client.post('/wps/session/login', {})).rejects.toMatchObject({ errorCode, serverMessage: 'text' });
    expect(h.emitted).toEqual([]);
    expect(h.clearSession).not.toHaveBeenCalled();
  });
});

describe('notice alerts (SPEC 8)', () => {
  it('shows the server message for a failure with an errorCode', async () => {
    const h = createHarness({ handler: () => fail(400, 'bad.request', 'mobileNum: required') });
    await expect(h.client.get('/wps/x')).rejects.toMatchObject({ errorCode: 'bad.request' });
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', message: 'mobileNum: required' }]);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('shows "Internet lost" when a failure with an errorCode has no message', async () => {
    const h = createHarness({ handler: () => fail(400, 'bad.request') });
    await expect(h.client.get('/wps/x')).rejects.toBeInstanceOf(ApiError);
    expect(h.alerts).toEqual([{ titleKey: ALERT_KEYS.notice, messageKey: ALERT_KEYS.internetLost }]);
  });

  it('shows a Notice on a non-http protocol, without retrying', async () => {
    const h = createHarness({ protocol: 'file:', handler: () => respond(500, undefined) });
    const request = track(h.client.get('/wps/x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request.error).toBeInstanceOf(ApiError);
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', messageKey: 'ui.internetLost' }]);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('shows a Notice for a network failure on a non-http protocol', async () => {
    const h = createHarness({ protocol: 'capacitor:', handler: networkDown });
    await expect(h.client.get('/wps/x')).rejects.toMatchObject({ source: 'network' });
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', messageKey: 'ui.internetLost' }]);
  });
});

describe('network failure (SPEC 8)', () => {
  it('alerts network_cors_error and rethrows the failure', async () => {
    const h = createHarness({ handler: networkDown });
    const error = await h.client.get('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ source: 'network', message: 'Failed to fetch', status: undefined });
    expect(h.alerts).toEqual([{ messageKey: 'network_cors_error' }]);
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('does the same for a POST', async () => {
    const h = createHarness({ handler: networkDown });
    await expect(h.client.post('/wps/x', {})).rejects.toMatchObject({ source: 'network' });
    expect(h.alerts).toEqual([{ messageKey: ALERT_KEYS.networkError }]);
  });
});

describe('other failures: retried every 1 s up to 3 times (SPEC 8)', () => {
  it('uses the spec numbers', () => {
    expect(FAILURE_RETRIES).toBe(3);
    expect(FAILURE_RETRY_INTERVAL_MS).toBe(1_000);
  });

  it('retries a GET at 1 s, 2 s and 3 s (the 3rd retry happens, no 4th), then shows unknown_error', async () => {
    const h = createHarness({ handler: () => respond(500, undefined) });
    const request = track(h.client.get('/wps/x'));
    await flush();
    expect(h.calls.map((call) => call.at)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(h.fetch).toHaveBeenCalledTimes(3);
    expect(request.settled).toBe(false);
    expect(h.alerts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.map((call) => call.at)).toEqual([0, 1_000, 2_000, 3_000]);
    expect(request.error).toMatchObject({ status: 500 });
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', messageKey: 'unknown_error' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.fetch).toHaveBeenCalledTimes(4);
    expect(h.alerts).toHaveLength(1);
  });

  it('shows the server message after the retries when there is one', async () => {
    const h = createHarness({ handler: () => respond(500, { success: false, message: 'try later' }) });
    const request = track(h.client.get('/wps/x'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(request.settled).toBe(true);
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', message: 'try later' }]);
  });

  it('resolves without an alert when a retry succeeds', async () => {
    let n = 0;
    const h = createHarness({ handler: () => (++n < 3 ? respond(503, undefined) : ok('third time')) });
    const request = track(h.client.get('/wps/x'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(request.result).toBe('third time');
    expect(h.alerts).toEqual([]);
  });

  it('treats a 200 that is not a success envelope as another failure', async () => {
    const h = createHarness({ handler: () => respond(200, { success: false }) });
    const request = track(h.client.get('/wps/x'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(h.fetch).toHaveBeenCalledTimes(4);
    expect(request.error).toMatchObject({ status: 200 });
  });

  it('does not retry a POST: one fetch, then unknown_error', async () => {
    const h = createHarness({ handler: () => respond(500, undefined) });
    const request = track(h.client.post('/wps/x', {}));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(request.error).toMatchObject({ status: 500 });
    expect(h.alerts).toEqual([{ titleKey: 'ui.notice', messageKey: 'unknown_error' }]);
  });

  it('does not retry a GET with retry: false', async () => {
    const h = createHarness({ handler: () => respond(500, undefined) });
    const request = track(h.client.get('/wps/x', { retry: false }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(request.settled).toBe(true);
  });
});

describe('offline (SPEC 8)', () => {
  it('emits network_offline for 1.5 s over https, without an alert', async () => {
    expect(OFFLINE_NOTICE_MS).toBe(1_500);
    const h = createHarness({ online: false, handler: networkDown });
    await expect(h.client.get('/wps/x')).rejects.toMatchObject({ source: 'network' });
    expect(h.offline).toEqual([{ messageKey: 'network_offline', durationMs: 1500 }]);
    expect(h.alerts).toEqual([]);
  });

  it('alerts the network error over http', async () => {
    const h = createHarness({ online: false, protocol: 'http:', handler: networkDown });
    await expect(h.client.get('/wps/x')).rejects.toBeInstanceOf(ApiError);
    expect(h.alerts).toEqual([{ messageKey: 'network_cors_error' }]);
    expect(h.offline).toEqual([]);
  });
});

describe('alert: false (SPEC 7)', () => {
  it('suppresses the notice, the network error and the unknown_error alerts', async () => {
    const h = createHarness({ handler: () => fail(400, 'bad.request', 'text') });
    await expect(h.client.get('/wps/a', { alert: false })).rejects.toBeInstanceOf(ApiError);
    h.state.handler = networkDown;
    await expect(h.client.post('/wps/b', {}, { alert: false })).rejects.toBeInstanceOf(ApiError);
    h.state.handler = () => respond(500, undefined);
    const retried = track(h.client.get('/wps/c', { alert: false }));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(retried.settled).toBe(true);
    expect(h.fetch).toHaveBeenCalledTimes(6);
    expect(h.alerts).toEqual([]);
  });

  it('alerts by default', async () => {
    const h = createHarness({ handler: () => fail(400, 'bad.request', 'text') });
    await expect(h.client.get('/wps/a')).rejects.toBeInstanceOf(ApiError);
    expect(h.alerts).toHaveLength(1);
  });
});

describe('ApiError', () => {
  it('keeps the server message only for server failures', async () => {
    const server = new ApiError({ source: 'server', status: 400, errorCode: 'x', message: 'from server' });
    const network = new ApiError({ source: 'network', message: 'Failed to fetch' });
    expect(server.serverMessage).toBe('from server');
    expect(network.serverMessage).toBeUndefined();
    expect(network.message).toBe('Failed to fetch');
  });

  it('falls back to the errorCode, then the status, for its message', () => {
    expect(new ApiError({ source: 'server', errorCode: 'x' }).message).toBe('x');
    expect(new ApiError({ source: 'server', status: 500 }).message).toBe('HTTP 500');
    expect(new ApiError({ source: 'client' }).message).toBe('HTTP error');
    expect(new ApiError({ source: 'client' }).name).toBe('ApiError');
  });

  it('wraps anything else thrown during the exchange as a client failure', async () => {
    const h = createHarness({
      handler: () => ({
        ok: true,
        status: 200,
        json: () => {
          throw new RangeError('boom');
        },
      }),
    });
    await expect(h.client.get('/wps/x', { retry: false })).rejects.toMatchObject({
      name: 'ApiError',
      source: 'client',
      message: 'RangeError: boom',
    });
  });
});
