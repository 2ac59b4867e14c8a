import { describe, expect, it } from 'vitest';
import {
  CALLER_HANDLED_CODES,
  DOMAIN_NOT_AVAILABLE,
  FORCED_LOGOUT_CODES,
  TOO_MANY_REQUESTS_PREFIX,
  classifyFailure,
  type FailureFacts,
} from '@/lib/api/error-catalogue';

const facts = (overrides: Partial<FailureFacts>): FailureFacts => ({ online: true, protocol: 'https:', ...overrides });

describe('classifyFailure: the SPEC 8 error catalogue', () => {
  it('names exactly the four forced-logout codes of SPEC 8', () => {
    expect([...FORCED_LOGOUT_CODES]).toEqual([
      'login.not.session',
      'customer.not.login',
      'user.or.token.invalid',
      'CUSTOMER_NOT_LOGIN',
    ]);
  });

  it.each(['login.not.session', 'customer.not.login', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'])(
    'forces a logout on %s',
    (errorCode) => {
      expect(classifyFailure(facts({ status: 400, errorCode }))).toBe('forcedLogout');
    },
  );

  it('forces a logout on HTTP 401, with or without an errorCode', () => {
    expect(classifyFailure(facts({ status: 401 }))).toBe('forcedLogout');
    expect(classifyFailure(facts({ status: 401, errorCode: 'anything' }))).toBe('forcedLogout');
  });

  it('matches forced-logout codes exactly (case matters)', () => {
    expect(classifyFailure(facts({ status: 400, errorCode: 'LOGIN.NOT.SESSION' }))).toBe('notice');
    expect(classifyFailure(facts({ status: 400, errorCode: 'customer_not_login' }))).toBe('notice');
  });

  it('rejects HTTP 502 silently, whatever its errorCode', () => {
    expect(classifyFailure(facts({ status: 502 }))).toBe('rejectSilently');
    expect(classifyFailure(facts({ status: 502, errorCode: 'x' }))).toBe('rejectSilently');
  });

  it('does not alert codes starting TOO_MANY_REQUEST', () => {
    expect(TOO_MANY_REQUESTS_PREFIX).toBe('TOO_MANY_REQUEST');
    for (const errorCode of ['TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUEST_SMS']) {
      expect(classifyFailure(facts({ status: 429, errorCode }))).toBe('notAlerted');
    }
    expect(classifyFailure(facts({ status: 429, errorCode: 'NOT_TOO_MANY_REQUEST' }))).toBe('notice');
  });

  it('shows the domain-not-available screen on domain_not_available', () => {
    expect(DOMAIN_NOT_AVAILABLE).toBe('domain_not_available');
    expect(classifyFailure(facts({ status: 403, errorCode: 'domain_not_available' }))).toBe('domainNotAvailable');
  });

  it.each([
    'line_invalid_token',
    'login_verify_required',
    'bind_customer_required',
    'not.exists.user',
    'telegram_validate_failed',
    'login.cred.err',
    'token_ip_different',
  ])('leaves %s to the caller', (errorCode) => {
    expect(CALLER_HANDLED_CODES).toContain(errorCode);
    expect(classifyFailure(facts({ status: 400, errorCode }))).toBe('handledByCaller');
  });

  it('shows a Notice for another failure with an errorCode', () => {
    expect(classifyFailure(facts({ status: 400, errorCode: 'bad.request' }))).toBe('notice');
    expect(classifyFailure(facts({ status: 500, errorCode: 'server.error' }))).toBe('notice');
  });

  it('shows a Notice for any failure on a non-http protocol, a network failure included', () => {
    expect(classifyFailure(facts({ status: 500, protocol: 'file:' }))).toBe('notice');
    expect(classifyFailure(facts({ networkFailure: true, protocol: 'capacitor:' }))).toBe('notice');
  });

  it('shows the network error for another network failure (http and https)', () => {
    expect(classifyFailure(facts({ networkFailure: true }))).toBe('networkError');
    expect(classifyFailure(facts({ networkFailure: true, protocol: 'http:' }))).toBe('networkError');
  });

  it('retries other failures (no errorCode, not 401 / 502)', () => {
    expect(classifyFailure(facts({ status: 500 }))).toBe('retryThenNotice');
    expect(classifyFailure(facts({ status: 404 }))).toBe('retryThenNotice');
    expect(classifyFailure(facts({ status: 200 }))).toBe('retryThenNotice');
  });

  it('reports offline first: the offline notice over https, the network error over http', () => {
    expect(classifyFailure(facts({ online: false, networkFailure: true }))).toBe('offlineNotice');
    expect(classifyFailure(facts({ online: false, status: 401 }))).toBe('offlineNotice');
    expect(classifyFailure(facts({ online: false, networkFailure: true, protocol: 'http:' }))).toBe('networkError');
  });

  it('puts the forced logout before every other row', () => {
    expect(classifyFailure(facts({ status: 401, errorCode: 'TOO_MANY_REQUEST' }))).toBe('forcedLogout');
    expect(classifyFailure(facts({ status: 502, errorCode: 'login.not.session' }))).toBe('forcedLogout');
    expect(classifyFailure(facts({ status: 400, errorCode: 'login.not.session', protocol: 'file:' }))).toBe(
      'forcedLogout',
    );
  });
});
