// LINE Login v2.1: the stand-in authorize page and the code exchange of WPS3RD_verifyLineCode.
import { describe, expect, it } from 'vitest';
import {
  controlPost,
  DEVICE_ID,
  failureOf,
  get,
  loginBody,
  post,
  postEncrypted,
  SAIGON,
  SIAM,
  useSandbox,
} from './helpers';

const server = useSandbox();
const ORIGIN = 'http://siamarena.localhost';
const REDIRECT = `${ORIGIN}/m/login?from=line`;
const AUTHORIZE = '/__line/oauth2/v2.1/authorize';
const PARAMS = {
  response_type: 'code',
  client_id: '1650000002',
  redirect_uri: REDIRECT,
  state: 'st4te',
  nonce: 'n0nce',
  scope: 'profile openid',
};
const open = (params: Record<string, string> = {}, host = 'siamarena.localhost') =>
  get(server.app, host, `${AUTHORIZE}?${new URLSearchParams({ ...PARAMS, ...params })}`);
const decide = async (form: Record<string, string>) => {
  const answer = await server.app.inject({
    method: 'POST',
    url: AUTHORIZE,
    headers: { host: 'siamarena.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...PARAMS, ...form }).toString(),
  });
  return { status: answer.statusCode, location: new URL(String(answer.headers.location ?? `${ORIGIN}/`)), answer };
};
const verify = (body: object) => post(server.app, SIAM, '/wps/relay/WPS3RD_verifyLineCode', body);

describe('stand-in authorize page', () => {
  it('shows a consent page with a display name, an optional LINE user id, Allow and Cancel', async () => {
    const page = await open();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="line-display-name">Display name</label>');
    expect(page.body).toMatch(/<label for="line-user-id">LINE user ID/);
    expect(page.body).toContain('value="allow">Allow</button>');
    expect(page.body).toContain('value="cancel">Cancel</button>');
  });

  it('answers 400 naming the parameter that is wrong', async () => {
    const problem = async (params: Record<string, string>, host?: string) => {
      const page = await open(params, host);
      expect(page.statusCode).toBe(400);
      return /role="alert">([^<]*)</.exec(page.body)?.[1];
    };
    expect(await problem({ response_type: 'token' })).toBe('response_type: must be &#34;code&#34;');
    expect(await problem({ client_id: '1650000001' })).toMatch(/^client_id: &#34;1650000001&#34; is not this site/);
    expect(await problem({ redirect_uri: 'https://evil.example/cb' })).toBe(`redirect_uri: must be a URL on ${ORIGIN}`);
    expect(await problem({ state: '' })).toMatch(/^state: is required/);
    expect(await problem({ nonce: '' })).toMatch(/^nonce: is required/);
    expect(await problem({ scope: 'openid' })).toBe('scope: must contain openid and profile');
    expect(await problem({}, SAIGON)).toBe('client_id: this site has no LINE channel');
  });

  it('Allow redirects with code and state; Cancel with error=access_denied and state', async () => {
    const allowed = await decide({ action: 'allow', displayName: 'Somchai' });
    expect(allowed.status).toBe(303);
    expect(allowed.location.origin + allowed.location.pathname).toBe(`${ORIGIN}/m/login`);
    expect(allowed.location.searchParams.get('from')).toBe('line');
    expect(allowed.location.searchParams.get('state')).toBe('st4te');
    expect(allowed.location.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    const cancelled = await decide({ action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(Object.fromEntries(cancelled.location.searchParams)).toEqual({
      from: 'line',
      error: 'access_denied',
      error_description: 'The resource owner denied the request.',
      state: 'st4te',
    });
  });

  it('refuses a malformed LINE user id', async () => {
    const { status, answer } = await decide({ action: 'allow', displayName: 'S', userId: 'U123' });
    expect(status).toBe(400);
    expect(answer.body).toContain('userId: must be &#34;U&#34; and 32 hex digits');
  });
});

describe("WPS3RD_verifyLineCode exchanges a code like LINE's token endpoint", () => {
  const codeFor = async (form: Record<string, string> = {}) =>
    (await decide({ action: 'allow', displayName: 'Somchai', ...form })).location.searchParams.get('code')!;

  it('once, for the redirectUri of the authorize request', async () => {
    const code = await codeFor();
    expect(failureOf(await verify({ code, redirectUri: `${ORIGIN}/m/home` }))).toMatchObject({
      errorCode: 'line_invalid_token',
      message: 'redirectUri: differs from the redirect_uri of the authorize request',
    });
    const exchanged = await verify({ code, redirectUri: REDIRECT });
    expect(exchanged.json().value).toEqual({ lineSessionToken: expect.any(String), displayName: 'Somchai' });
    expect(failureOf(await verify({ code, redirectUri: REDIRECT }))).toMatchObject({
      errorCode: 'line_invalid_token',
      message: 'code: the LINE authorization code is unknown, used or expired',
    });
  });

  it('expires codes after 10 minutes', async () => {
    const code = await codeFor();
    server.sandbox.now = () => Date.now() + 10 * 60_000;
    try {
      expect(failureOf(await verify({ code, redirectUri: REDIRECT })).message).toMatch(/^code: .*expired/);
    } finally {
      server.sandbox.now = () => Date.now();
    }
  });

  it('the same LINE user id comes back to the member it was bound to', async () => {
    const userId = `U${'ab12'.repeat(8)}`;
    const sessionToken = async () =>
      (await verify({ code: await codeFor({ userId }), redirectUri: REDIRECT })).json().value.lineSessionToken;
    const line = async () =>
      post(server.app, SIAM, '/wps/session/login/line', {
        lineSessionToken: await sessionToken(),
        loginDeviceId: DEVICE_ID,
      });
    expect(failureOf(await line()).errorCode).toBe('not.exists.user');
    const bind = loginBody('player2', 'play1234', { lineSessionToken: await sessionToken() });
    expect((await postEncrypted(server.app, SIAM, '/wps/session/login', bind)).statusCode).toBe(200);
    expect((await line()).json().value.userName).toBe('player2');
  });

  it('control API codes are bound to an optional redirectUri', async () => {
    const social = async (body: object) =>
      (await controlPost(server.app, SIAM, '/__sandbox/social', { provider: 'line', ...body })).json().value;
    const bound = await social({ redirectUri: REDIRECT });
    expect(failureOf(await verify({ code: bound.code, redirectUri: `${ORIGIN}/` })).message).toMatch(/^redirectUri:/);
    expect((await verify({ code: bound.code, redirectUri: REDIRECT })).statusCode).toBe(200);
    expect(bound.subject).toMatch(/^U[0-9a-f]{32}$/);
    const unbound = await social({});
    expect((await verify({ code: unbound.code, redirectUri: `${ORIGIN}/anything` })).statusCode).toBe(200);
  });
});
