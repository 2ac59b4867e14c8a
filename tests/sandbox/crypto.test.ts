// PROTOCOL.md "Encrypted requests" on the server: bodies from the app's own encryption.ts decrypt; tampered,
// stale and replayed ones are refused with the protocol's errorCodes.
import { createHmac } from 'node:crypto';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReplayGuard } from '../../sandbox/crypto/encrypted-body';
import { createRsaKey } from '../../sandbox/crypto/rsa';
import { encryptPayload } from '@/lib/api/encryption';
import { failureOf, LUCKY, loginBody, postEncrypted, publicKey, startSandbox, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.app.close());
afterEach(() => vi.useRealTimers());

const LOGIN = '/wps/session/login';
const sendRaw = (body: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: LOGIN, headers: { host: LUCKY, ...headers }, payload: body });

/** An encrypted request built by hand, to send what the app never would. */
function craft(pem: string, plaintext: string, key = 'AbCdEfGh12345678') {
  const body = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const rsa = forge.util.encode64(
    (forge.pki.publicKeyFromPem(pem) as forge.pki.rsa.PublicKey).encrypt(key, 'RSAES-PKCS1-V1_5'),
  );
  return {
    body,
    headers: {
      'content-type': 'text/plain',
      encryption: 'des-ecb',
      'x-rsa': rsa,
      'x-digest': createHmac('sha256', key).update(body).digest('hex'),
    },
  };
}

describe('GET /wps/session/key/rsa', () => {
  it('returns an SPKI PEM public key that jsencrypt accepts', async () => {
    const pem = await publicKey(server.app);
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+-----END PUBLIC KEY-----\n?$/);
    await expect(encryptPayload({ a: 1 }, pem)).resolves.toHaveProperty('body');
  });
});

describe('decrypting a body encrypted by src/lib/api/encryption.ts', () => {
  it('logs in with the decrypted payload', async () => {
    const response = await postEncrypted(server.app, LUCKY, LOGIN, loginBody('player1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { userName: 'player1' } });
  });

  it('rejects the same request sent again (same K) with replay.rejected', async () => {
    const encrypted = await encryptPayload(loginBody('player1'), await publicKey(server.app));
    expect((await sendRaw(encrypted.body, encrypted.headers)).statusCode).toBe(200);
    const again = await sendRaw(encrypted.body, encrypted.headers);
    expect(failureOf(again)).toMatchObject({ status: 400, errorCode: 'replay.rejected' });
  });

  it('refuses a login from a clock 280 s fast when it is sent again 301 s later (the server clock injected)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const sentAt = Date.now();
    const fast = await encryptPayload(loginBody('player1'), await publicKey(server.app), {
      now: () => sentAt + 280_000,
      randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    });
    expect((await sendRaw(fast.body, fast.headers)).statusCode).toBe(200);
    vi.setSystemTime(sentAt + 301_000);
    expect(failureOf(await sendRaw(fast.body, fast.headers))).toMatchObject({
      errorCode: 'replay.rejected',
      message: expect.stringMatching(/^X-RSA:/),
    });
    // Once ts + 300 000 ms has passed, the ts check refuses it.
    vi.setSystemTime(sentAt + 580_001);
    expect(failureOf(await sendRaw(fast.body, fast.headers)).message).toMatch(/^ts:/);
  });

  it('rejects a changed body, a changed digest and a key wrapped for another server with decrypt.failed', async () => {
    const pem = await publicKey(server.app);
    const changedBody = await encryptPayload(loginBody('player1'), pem);
    const flipped =
      changedBody.body.slice(0, 5) + (changedBody.body[5] === 'A' ? 'B' : 'A') + changedBody.body.slice(6);
    const rejected = failureOf(await sendRaw(flipped, changedBody.headers));
    expect(rejected).toMatchObject({
      status: 400,
      errorCode: 'decrypt.failed',
      message: expect.stringMatching(/^X-RSA, X-Digest:/),
    });

    const changedDigest = await encryptPayload(loginBody('player1'), pem);
    const digest = changedDigest.headers['X-Digest'].replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(failureOf(await sendRaw(changedDigest.body, { ...changedDigest.headers, 'X-Digest': digest }))).toEqual(
      rejected,
    );

    const other = await createRsaKey(1024);
    const foreign = await encryptPayload(loginBody('player1'), other.publicKeyPem);
    // The same answer whether or not the RSA padding was valid: no padding oracle.
    expect(failureOf(await sendRaw(foreign.body, foreign.headers))).toEqual(rejected);
  });

  it('refuses ts older or newer than 300000 ms, and accepts the boundary', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const now = Date.now();
    const stale = await postEncrypted(server.app, LUCKY, LOGIN, loginBody('player1'), {}, { now: () => now - 300_001 });
    expect(failureOf(stale)).toMatchObject({
      status: 400,
      errorCode: 'replay.rejected',
      message: expect.stringContaining('ts'),
    });
    const future = await postEncrypted(
      server.app,
      LUCKY,
      LOGIN,
      loginBody('player1'),
      {},
      { now: () => now + 300_001 },
    );
    expect(failureOf(future).errorCode).toBe('replay.rejected');
    const boundary = await postEncrypted(
      server.app,
      LUCKY,
      LOGIN,
      loginBody('player1'),
      {},
      { now: () => now - 300_000 },
    );
    expect(boundary.statusCode).toBe(200);
  });

  it('names the missing or malformed header with bad.request', async () => {
    const encrypted = await encryptPayload(loginBody('player1'), await publicKey(server.app));
    const { Encryption: _e, ...noEncryption } = encrypted.headers;
    expect(failureOf(await sendRaw(encrypted.body, noEncryption))).toMatchObject({
      status: 400,
      errorCode: 'bad.request',
      message: expect.stringMatching(/^Encryption:/),
    });
    const { 'X-RSA': _r, ...noRsa } = encrypted.headers;
    expect(failureOf(await sendRaw(encrypted.body, noRsa)).message).toMatch(/^X-RSA:/);
    expect(failureOf(await sendRaw(encrypted.body, { ...encrypted.headers, 'X-Digest': 'xyz' })).message).toMatch(
      /^X-Digest:/,
    );
    expect(
      failureOf(await sendRaw(encrypted.body, { ...encrypted.headers, 'X-RSA': '!!not base64!!' })).errorCode,
    ).toBe('decrypt.failed');
  });

  it('refuses a plain JSON login: the endpoint requires encryption', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { host: LUCKY, 'content-type': 'application/json' },
      payload: JSON.stringify(loginBody('player1')),
    });
    expect(failureOf(response)).toMatchObject({
      status: 400,
      errorCode: 'bad.request',
      message: expect.stringContaining('Encryption'),
    });
  });

  it('answers a malformed K like a wrong digest, and tells non-JSON text and a missing ts apart', async () => {
    const pem = await publicKey(server.app);
    const shortKey = craft(pem, JSON.stringify({ ...loginBody('player1'), ts: Date.now() }), 'short');
    expect(failureOf(await sendRaw(shortKey.body, shortKey.headers))).toMatchObject({
      errorCode: 'decrypt.failed',
      message: expect.stringMatching(/^X-RSA, X-Digest:/),
    });
    const notJson = craft(pem, 'not json at all', 'NotJsonKey123456');
    expect(failureOf(await sendRaw(notJson.body, notJson.headers))).toMatchObject({
      errorCode: 'bad.request',
      message: expect.stringContaining('not JSON'),
    });
    const noTs = craft(pem, JSON.stringify(loginBody('player1')), 'NoTsKey123456789');
    expect(failureOf(await sendRaw(noTs.body, noTs.headers))).toMatchObject({
      errorCode: 'bad.request',
      message: expect.stringMatching(/^ts:/),
    });
    const array = craft(pem, '[1,2]', 'ArrayKey12345678');
    expect(failureOf(await sendRaw(array.body, array.headers)).message).toContain('object');
  });
});

describe('ReplayGuard', () => {
  it('forgets a key once the 300000 ms window has passed', () => {
    const guard = new ReplayGuard();
    expect(guard.claim('K1', 0)).toBe(true);
    expect(guard.claim('K1', 300_000)).toBe(false);
    expect(guard.claim('K1', 300_001)).toBe(true);
  });

  it('keeps the key of a request from a fast clock until its ts can no longer pass', () => {
    const guard = new ReplayGuard();
    // A phone 280 s ahead: its login (ts = 280 000) is accepted at 0 and stays acceptable until 580 000.
    expect(guard.claim('K1', 0, 280_000)).toBe(true);
    expect(guard.claim('K1', 301_000, 280_000)).toBe(false);
    expect(guard.claim('K1', 580_000, 280_000)).toBe(false);
    expect(guard.claim('K1', 580_001, 280_000)).toBe(true);
  });

  it('drops old entries so memory stays bounded by the window', () => {
    const guard = new ReplayGuard();
    for (let i = 0; i < 100; i++) guard.claim(`K${i}`, i);
    guard.claim('ahead', 100, 250_000);
    guard.claim('late', 400_000);
    expect(guard.size).toBe(2);
    guard.claim('later', 600_000);
    expect(guard.size).toBe(2);
  });
});
