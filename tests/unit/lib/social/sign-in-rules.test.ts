// SPEC 4 "Social sign-in", SPEC 8 social rows, SPEC 9 SSO state/nonce and popup: the pure rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSE_DETECTION_MS } from '@/config/constants';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '@/config/schema/flags';
import { loginIdentityFields, pendingIdentity, registrationIdentityFields } from '@/lib/social/identity';
import { lineAuthorizeUrl, readLineReturn } from '@/lib/social/line';
import { browserPopupTimers, popupFeatures, watchPopupClose } from '@/lib/social/popup';
import { providerError, providerErrorLines } from '@/lib/social/provider-errors';
import { hasProviderReturn } from '@/lib/social/return-params';
import { consumeSso, randomSsoString, startSso } from '@/lib/social/sso-state';
import { unboundPlan } from '@/lib/social/unbound';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { memoryStore } from '../../lib/memory-store';

const flags = (on: Partial<Record<WhitelabelFlag, boolean>> = {}) =>
  ({ ...Object.fromEntries(Object.keys(WHITELABEL_FLAGS).map((flag) => [flag, false])), ...on }) as Record<
    WhitelabelFlag,
    boolean
  >;

describe('SSO state and nonce (SPEC 9)', () => {
  it('are 32 random hex digits, a fresh pair per redirect', () => {
    expect(randomSsoString()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomSsoString()).not.toBe(randomSsoString());
    expect(randomSsoString((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
  });

  it('accept the return that carries the state sent, once', () => {
    const session = guardStorage(memoryStore());
    const pair = startSso(session, STORAGE_KEYS.lineSso);
    expect(pair.state).not.toBe(pair.nonce);
    expect(consumeSso(session, STORAGE_KEYS.lineSso, pair.state)).toEqual(pair);
    expect(consumeSso(session, STORAGE_KEYS.lineSso, pair.state)).toBeUndefined(); // replayed
  });

  it('refuse a tampered or missing state, and forget the pair either way', () => {
    const session = guardStorage(memoryStore());
    const pair = startSso(session, STORAGE_KEYS.lineSso);
    expect(consumeSso(session, STORAGE_KEYS.lineSso, `${pair.state}x`)).toBeUndefined();
    expect(consumeSso(session, STORAGE_KEYS.lineSso, pair.state)).toBeUndefined();
    startSso(session, STORAGE_KEYS.lineSso);
    expect(consumeSso(session, STORAGE_KEYS.lineSso, null)).toBeUndefined();
    expect(consumeSso(guardStorage(memoryStore()), STORAGE_KEYS.lineSso, 'anything')).toBeUndefined();
  });
});

describe('LINE authorize redirect and return', () => {
  const sso = { state: 'a'.repeat(32), nonce: 'b'.repeat(32) };

  it("builds LINE Login v2.1's authorize URL with the callback, state, nonce and openid scope", () => {
    const url = new URL(
      lineAuthorizeUrl(
        {
          authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
          clientId: '1650000001',
          redirectUri: 'https://luckystar.example/m/login',
        },
        sso,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1650000001',
      redirect_uri: 'https://luckystar.example/m/login',
      state: sso.state,
      scope: 'profile openid',
      nonce: sso.nonce,
    });
  });

  it('resolves a path (the sandbox stand-in) against the site', () => {
    const url = lineAuthorizeUrl(
      { authorizeUrl: '/__line/oauth2/v2.1/authorize', clientId: '1', redirectUri: 'http://x.localhost:4321/m/login' },
      sso,
    );
    expect(url.startsWith('http://x.localhost:4321/__line/oauth2/v2.1/authorize?response_type=code&')).toBe(true);
  });

  it('reads the code or the refusal LINE returns with, and nothing else', () => {
    expect(readLineReturn('?code=abc&state=s1')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
    expect(readLineReturn('?error=access_denied&state=s1')).toEqual({
      kind: 'error',
      error: 'access_denied',
      state: 's1',
    });
    expect(readLineReturn('?go=/m/home')).toBeUndefined();
  });
});

describe('unbound identity plan (SPEC 4)', () => {
  it.each([
    ['firebase', {}, { kind: 'choose', register: undefined }],
    ['firebase', { FIREBASECREATEACC3: true }, { kind: 'create' }],
    ['firebase', { SSOMANUALREG3: true }, { kind: 'choose', register: 'form' }],
    ['firebase', { FIREBASECREATEACC3: true, SSOMANUALREG3: true }, { kind: 'choose', register: 'form' }],
    ['line', { FIREBASECREATEACC3: true }, { kind: 'create' }],
    ['line', {}, { kind: 'choose', register: undefined }],
    // Messenger-app login always asks; register-new then registers directly without SSOMANUALREG3.
    ['telegram', { FIREBASECREATEACC3: true }, { kind: 'choose', register: 'direct' }],
    ['telegram', { SSOMANUALREG3: true }, { kind: 'choose', register: 'form' }],
    ['telegram', {}, { kind: 'choose', register: undefined }],
  ] as const)('%s with %j -> %j', (provider, on, plan) => {
    expect(unboundPlan(flags(on), provider)).toEqual(plan);
  });
});

describe('identity fields of the login and the registration (SPEC 3)', () => {
  const google = { provider: 'firebase', channel: 'google', idToken: 'id-1' } as const;

  it('sends firebase as firebaseChannel/firebaseIdToken, and with a 2 in a registration', () => {
    expect(loginIdentityFields(google)).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'id-1' });
    expect(registrationIdentityFields(google)).toEqual({ firebaseChannel2: 'google', firebaseIdToken2: 'id-1' });
  });

  it('sends LINE and Telegram as lineSessionToken and telegramAuth, and nothing without an identity', () => {
    const line = { provider: 'line', lineSessionToken: 'ls-1' } as const;
    expect(registrationIdentityFields(line)).toEqual({ lineSessionToken: 'ls-1' });
    expect(loginIdentityFields({ provider: 'telegram', telegramAuth: 'tg' })).toEqual({ telegramAuth: 'tg' });
    expect(loginIdentityFields(undefined)).toEqual({});
  });

  it('keeps a pending identity for this tab until a login or registration binds it', () => {
    const session = guardStorage(memoryStore());
    pendingIdentity.keep(session, google);
    expect(pendingIdentity.read(session)).toEqual(google);
    pendingIdentity.clear(session);
    expect(pendingIdentity.read(session)).toBeUndefined();
  });
});

describe('provider errors (SPEC 8)', () => {
  const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

  it("show what failed, 'Code: {code}' and 'Reason: {message}' with the code's own text as the reason", () => {
    const error = providerError({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' });
    expect(providerErrorLines(error, t, 'Google')).toEqual([
      'social.failed {"provider":"Google"}',
      'social.errorCode {"code":"auth/internal-error"}',
      'social.errorReason {"message":"social.errors.auth/internal-error"}',
    ]);
  });

  it("never shows the SDK's own (English) message", () => {
    const error = providerError({ code: 'auth/popup-blocked', message: 'Firebase: Error (auth/popup-blocked).' });
    expect(error).toEqual({ code: 'auth/popup-blocked' });
    expect(providerErrorLines(error, t, 'SMS')?.join('\n')).not.toContain('Firebase');
  });

  it('fall back to auth/unknown for codes without a text and for anything thrown that is not a provider error', () => {
    expect(
      providerErrorLines(providerError({ code: 'auth/web-storage-unsupported', message: 'm' }), t, 'Google'),
    ).toEqual([
      'social.failed {"provider":"Google"}',
      'social.errorCode {"code":"auth/web-storage-unsupported"}',
      'social.errorReason {"message":"social.errors.auth/unknown"}',
    ]);
    expect(providerError(new TypeError('boom'))).toEqual({ code: 'auth/unknown' });
  });

  it('keep auth/cancelled-popup-request silent', () => {
    expect(providerErrorLines({ code: 'auth/cancelled-popup-request' }, t, 'Google')).toBeUndefined();
  });
});

describe('sign-in popup (SPEC 9: 500x600, close detection 8 s after close)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens 500x600, centred', () => {
    expect(popupFeatures({ width: 1500, height: 1000 })).toBe('width=500,height=600,left=500,top=200,popup=yes');
    expect(popupFeatures({ width: 360, height: 500 })).toBe('width=500,height=600,left=0,top=0,popup=yes');
  });

  it('gives up exactly 8 s after the player closed it, and not while it is open', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    const gone = vi.fn();
    watchPopupClose(popup, gone, browserPopupTimers);
    vi.advanceTimersByTime(60_000);
    expect(gone).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(500 + POPUP_CLOSE_DETECTION_MS - 1);
    expect(gone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('stops watching once the result is in', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    const gone = vi.fn();
    const stop = watchPopupClose(popup, gone, browserPopupTimers);
    popup.closed = true;
    vi.advanceTimersByTime(1_000);
    stop();
    vi.advanceTimersByTime(POPUP_CLOSE_DETECTION_MS);
    expect(gone).not.toHaveBeenCalled();
  });
});

describe("a provider's return in the address (loads the sign-in flows only then)", () => {
  it.each([
    ['?code=c&state=s', '', true],
    ['?error=access_denied&state=s', '', true],
    ['?mayaSessionId=m', '', true],
    ['', '#tgAuthResult=e30', true],
    ['', '#tgWebAppData=a%3D1&tgWebAppVersion=8.0', true],
    ['?go=%2Fm%2Fhome', '#top', false],
    ['?codes=1', '#xtgAuthResult=1', false],
  ])('search %j, hash %j -> %s', (search, hash, expected) => {
    expect(hasProviderReturn({ search, hash })).toBe(expected);
  });
});
