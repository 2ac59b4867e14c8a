// Firebase ID tokens checked as the operator's server would, against a real Firebase Auth emulator started
// by the same launcher as npm start (about 12 s, once for this file).
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirebaseEmulator, planFirebaseEmulator, probe } from '../../scripts/lib/firebase-emulator';
import { confirmWithEmulator, verifyFirebaseIdToken } from '../../sandbox/social/firebase';
import type { FirebaseSettings } from '../../src/config/schema/social';
import { DEVICE_ID, failureOf, loginBody, LUCKY, postEncrypted, solvedCaptcha, useSandbox } from '../sandbox/helpers';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probeServer = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probeServer.address() as { port: number };
      probeServer.close(() => resolve(port));
    });
  });

const merchant = (code: string, projectId: string, emulator = 'http://127.0.0.1:9099') => ({
  code,
  social: { firebase: { projectId, emulator } },
});

describe('the emulator launcher decides', () => {
  it('nothing in live mode or when no merchant names an emulator', () => {
    expect(planFirebaseEmulator([merchant('a', 'demo-a')], 'live', {})).toBeNull();
    expect(planFirebaseEmulator([{ code: 'b', social: { firebase: null } }], 'demo', {})).toBeNull();
  });

  it('one emulator for the merchants of one demo project; FIREBASE_AUTH_EMULATOR_HOST moves it', () => {
    const merchants = [
      merchant('a', 'demo-shared'),
      merchant('b', 'demo-shared'),
      { code: 'c', social: { firebase: null } },
    ];
    expect(planFirebaseEmulator(merchants, 'test', {})).toEqual({
      projectId: 'demo-shared',
      origin: 'http://127.0.0.1:9099',
      host: '127.0.0.1',
      port: 9099,
    });
    expect(planFirebaseEmulator(merchants, 'demo', { FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' })).toMatchObject({
      origin: 'http://localhost:9199',
      port: 9199,
    });
  });

  it('to fail when merchants name different projects or emulators', () => {
    expect(() => planFirebaseEmulator([merchant('a', 'demo-a'), merchant('b', 'demo-b')], 'demo', {})).toThrow(
      'social.firebase.projectId: one Auth emulator serves one project, but the merchants name a: "demo-a", b: "demo-b"',
    );
    expect(() =>
      planFirebaseEmulator([merchant('a', 'demo-a'), merchant('b', 'demo-a', 'http://127.0.0.1:9100')], 'demo', {}),
    ).toThrow(/^social\.firebase\.emulator: the merchants name different emulators/);
  });

  it('to refuse a port that answers as something else', async () => {
    const other = createHttpServer((_request, response) => response.end('not an emulator'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as { port: number };
    try {
      await expect(
        launchFirebaseEmulator([merchant('a', 'demo-a', `http://127.0.0.1:${port}`)], 'test', { env: {} }),
      ).rejects.toThrow(`answers, but not as a Firebase Auth emulator: free port ${port}`);
    } finally {
      other.close();
    }
  });
});

describe('Firebase ID tokens from a real Auth emulator', () => {
  const server = useSandbox();
  let emulator: Awaited<ReturnType<typeof launchFirebaseEmulator>> = null;
  let origin = '';

  beforeAll(async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
    emulator = await launchFirebaseEmulator(
      server.sandbox.merchants.map((state) => state.merchant),
      'test',
    );
    origin = emulator!.origin;
  }, 90_000);

  afterAll(async () => {
    await emulator?.stop();
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    expect(emulator?.reused).toBe(false);
    expect(await probe(origin)).toBe('free');
  }, 30_000);

  const rest = async (method: string, body: object) => {
    const response = await fetch(`${origin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
    return (await response.json()) as { idToken: string; localId: string };
  };
  /** A Google sign-in with a fake IdP credential, as the emulator's popup would do. */
  const googleToken = async (sub: string) =>
    (
      await rest('signInWithIdp', {
        postBody: `id_token=${JSON.stringify({ sub, email: `${sub}@example.com` })}&providerId=google.com`,
        requestUri: 'http://localhost',
      })
    ).idToken;
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  /** The same unsigned token with some claims changed. */
  const forge = (token: string, changes: object) => {
    const [header] = token.split('.');
    return `${header}.${Buffer.from(JSON.stringify({ ...claims(token), ...changes })).toString('base64url')}.`;
  };
  const firebaseLogin = (body: object) =>
    postEncrypted(server.app, LUCKY, '/wps/session/login', { type: 'firebase', loginDeviceId: DEVICE_ID, ...body });

  it('signs in a bound identity: unbound first, then bound by a password login', async () => {
    const firebaseIdToken = await googleToken('google-sub-1');
    expect(claims(firebaseIdToken)).toMatchObject({
      aud: 'demo-luckystar',
      firebase: { sign_in_provider: 'google.com' },
    });
    expect(failureOf(await firebaseLogin({ firebaseChannel: 'google', firebaseIdToken })).errorCode).toBe(
      'bind_customer_required',
    );
    const bind = loginBody('player1', 'play1234', { firebaseChannel: 'google', firebaseIdToken });
    expect((await postEncrypted(server.app, LUCKY, '/wps/session/login', bind)).statusCode).toBe(200);
    expect((await firebaseLogin({ firebaseChannel: 'google', firebaseIdToken })).json().value.userName).toBe('player1');
  });

  it('registration binds firebaseIdToken2 with firebaseChannel2', async () => {
    const firebaseIdToken2 = await googleToken('google-sub-2');
    const registered = await postEncrypted(
      server.app,
      LUCKY,
      '/wps/member/register',
      {
        username: 'gplayer2',
        password: 'secret12',
        registerMethod: 'PWA',
        loginDeviceId: DEVICE_ID,
        firebaseChannel2: 'google',
        firebaseIdToken2,
        ...(await solvedCaptcha(server.app, LUCKY)),
      },
      { ModuleId: 'REG3' },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const again = await firebaseLogin({
      firebaseChannel: 'google',
      firebaseIdToken: await googleToken('google-sub-2'),
    });
    expect(again.json().value.userName).toBe('gplayer2');
  });

  it('refuses a wrong aud or iss, an expired token, a mismatched channel and a token the emulator never issued', async () => {
    const token = await googleToken('google-sub-3');
    const problem = async (firebaseIdToken: string, firebaseChannel = 'google') =>
      failureOf(await firebaseLogin({ firebaseChannel, firebaseIdToken }));
    expect(await problem(forge(token, { aud: 'demo-other' }))).toMatchObject({
      status: 400,
      errorCode: 'firebase.token.invalid',
      message: 'firebaseIdToken: aud: "demo-other" is not the project "demo-luckystar"',
    });
    expect((await problem(forge(token, { iss: 'https://securetoken.google.com/demo-other' }))).message).toMatch(
      /^firebaseIdToken: iss:/,
    );
    const now = Math.floor(Date.now() / 1000);
    expect((await problem(forge(token, { exp: now - 1 }))).message).toBe(
      'firebaseIdToken: exp: the token has expired; sign in again',
    );
    expect((await problem(forge(token, { iat: now + 3600 }))).message).toBe(
      'firebaseIdToken: iat: issued in the future',
    );
    expect((await problem(token, 'phone')).message).toBe(
      `firebaseChannel: "phone" needs a phone sign-in, but the token's sign_in_provider is google.com`,
    );
    expect((await problem(token, 'sandbox')).message).toMatch(/^firebaseChannel: must be one of phone, google/);
    const password = (await rest('signUp', { email: 'p@example.com', password: 'secret12' })).idToken;
    expect((await problem(password)).message).toMatch(/sign_in_provider is password$/);
    expect((await problem(forge(token, { sub: 'someone-else' }))).message).toMatch(/^firebaseIdToken: /);
    expect((await problem('a.b.c')).message).toBe('firebaseIdToken: the JWT header is not base64url JSON');
  });

  it('cannot check a real project, and says how production does', async () => {
    const settings: FirebaseSettings = {
      apiKey: 'AIzaSyExample',
      authDomain: 'luckystar-prod.firebaseapp.com',
      projectId: 'luckystar-prod',
      appId: '1:1:web:1',
      messagingSenderId: '',
      vapidKey: '',
      phone: false,
      emulator: '',
    };
    const token = forge(await googleToken('google-sub-4'), {
      aud: 'luckystar-prod',
      iss: 'https://securetoken.google.com/luckystar-prod',
    });
    const fields = { token: 'firebaseIdToken', channel: 'firebaseChannel' };
    await expect(verifyFirebaseIdToken(settings, token, 'google', Date.now(), fields)).rejects.toThrow(
      `firebaseIdToken: "luckystar-prod" is a real project: production servers verify the RS256 signature against Google's public keys (https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com); the sandbox cannot`,
    );
  });

  it('reuses an emulator that already answers', async () => {
    const again = await launchFirebaseEmulator(
      server.sandbox.merchants.map((state) => state.merchant),
      'demo',
    );
    expect(again).toMatchObject({ origin, projectId: 'demo-luckystar', reused: true });
  });

  it('answers 503 when the emulator is not running', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    await expect(confirmWithEmulator(down, 'k', 'a.b.', 'sub', 'firebaseIdToken')).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(
        /^firebaseIdToken: the Firebase Auth emulator at http:\/\/127\.0\.0\.1:\d+ did not answer/,
      ),
    });
  });
});
