// PROTOCOL.md "Encrypted requests", checked against an independent server side: node-forge for the RSA
// key and DES, node:crypto for the HMAC, crypto-js for DES as the protocol names it.
import { createHmac } from 'node:crypto';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENCRYPTION_TS_WINDOW_MS } from '@/config/constants';
import { encryptPayload, KEY_ALPHABET, KEY_LENGTH, randomKey, type EncryptedBody } from '@/lib/api/encryption';
import { rsaKeyCall } from '@/flows/session/api';
import { BASE_URL, createHarness, fail, ok, respond, track, type FetchCall } from './client-harness';

let keys: forge.pki.rsa.KeyPair;
let publicKeyPem: string;

beforeAll(async () => {
  keys = await new Promise<forge.pki.rsa.KeyPair>((resolve, reject) =>
    forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 }, (error, pair) => (error ? reject(error) : resolve(pair))),
  );
  publicKeyPem = forge.pki.publicKeyToPem(keys.publicKey);
});
afterEach(() => {
  vi.useRealTimers();
});

/** What a server does with an encrypted request: unwrap K, check the digest, decrypt the body. */
function serverSide(body: string, headers: Record<string, string>) {
  const key = forge.util.decodeUtf8(
    keys.privateKey.decrypt(forge.util.decode64(headers['X-RSA']!), 'RSAES-PKCS1-V1_5'),
  );
  const digestOk = createHmac('sha256', key).update(body).digest('hex') === headers['X-Digest'];
  const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(key.slice(0, 8)));
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(body)));
  const forgeOk = decipher.finish();
  const viaForge = forge.util.decodeUtf8(decipher.output.getBytes());
  const viaCryptoJs = CryptoJS.DES.decrypt(body, CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
  expect(forgeOk).toBe(true);
  expect(viaForge).toBe(viaCryptoJs);
  return { key, digestOk, payload: JSON.parse(viaCryptoJs) as Record<string, unknown> };
}

const bytes =
  (...values: number[]) =>
  () =>
    Uint8Array.from(values);

describe('the random key K (PROTOCOL step 2)', () => {
  it('is 16 characters of [A-Za-z0-9]', () => {
    expect(KEY_LENGTH).toBe(16);
    expect(KEY_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
    for (let i = 0; i < 50; i += 1) expect(randomKey()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('maps each byte onto the alphabet', () => {
    expect(randomKey(bytes(...Array.from({ length: 16 }, (_, i) => i)))).toBe('ABCDEFGHIJKLMNOP');
    expect(randomKey(bytes(...Array(16).fill(61)))).toBe('9'.repeat(16));
    expect(randomKey(bytes(...Array(16).fill(62)))).toBe('A'.repeat(16));
  });

  it('draws again for bytes of 248 and above (no modulo bias), keeping 247', () => {
    const draws = [
      Uint8Array.from([248, 249, 250, 251, 252, 253, 254, 255, ...Array(8).fill(247)]), // 247 % 62 = 61 -> '9'
      Uint8Array.from(Array(16).fill(0)),
    ];
    let call = 0;
    const key = randomKey(() => draws[call++]!);
    expect(key).toBe('99999999AAAAAAAA');
    expect(call).toBe(2);
  });
});

describe('encryptPayload (PROTOCOL steps 3 to 5)', () => {
  it('produces the headers of the protocol and a body the server decrypts, with ts added', async () => {
    const encrypted = await encryptPayload({ username: 'player1', password: 'pw' }, publicKeyPem, {
      now: () => 1_700_000_000_000,
      randomBytes: bytes(...Array.from({ length: 16 }, (_, i) => i + 26)),
    });
    expect(Object.keys(encrypted.headers).sort()).toEqual(['Content-Type', 'Encryption', 'X-Digest', 'X-RSA']);
    expect(encrypted.headers.Encryption).toBe('des-ecb');
    expect(encrypted.headers['Content-Type']).toBe('text/plain');
    expect(encrypted.headers['X-Digest']).toMatch(/^[0-9a-f]{64}$/);
    expect(encrypted.body).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const server = serverSide(encrypted.body, encrypted.headers);
    expect(server.key).toBe('abcdefghijklmnop');
    expect(server.digestOk).toBe(true);
    expect(server.payload).toEqual({ username: 'player1', password: 'pw', ts: 1_700_000_000_000 });
  });

  it('keys DES with the first 8 bytes of K only', async () => {
    const encrypted = await encryptPayload({ a: 1 }, publicKeyPem, {
      now: () => 0,
      randomBytes: bytes(...Array(16).fill(0)),
    });
    const wrongTail = CryptoJS.DES.decrypt(encrypted.body, CryptoJS.enc.Utf8.parse('AAAAAAAA'), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    expect(wrongTail.toString(CryptoJS.enc.Utf8)).toBe('{"a":1,"ts":0}');
  });

  it('carries UTF-8 text through', async () => {
    const encrypted = await encryptPayload({ name: 'Nguyễn 你好 😀' }, publicKeyPem);
    expect(serverSide(encrypted.body, encrypted.headers).payload['name']).toBe('Nguyễn 你好 😀');
  });

  it('draws a new K for every request', async () => {
    const first = await encryptPayload({ a: 1 }, publicKeyPem);
    const second = await encryptPayload({ a: 1 }, publicKeyPem);
    expect(serverSide(first.body, first.headers).key).not.toBe(serverSide(second.body, second.headers).key);
  });

  it('stamps ts with the current time by default', async () => {
    const before = Date.now();
    const encrypted = await encryptPayload({}, publicKeyPem);
    const ts = serverSide(encrypted.body, encrypted.headers).payload['ts'] as number;
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
    expect(ENCRYPTION_TS_WINDOW_MS).toBe(300_000);
  });

  it('fails on a key that is not a public key', async () => {
    await expect(encryptPayload({ a: 1 }, 'not a pem')).rejects.toThrow(/RSA encryption failed/);
  });
});

describe('encrypted POST through the client (SPEC 7)', () => {
  function encryptedServer(onPost: (call: FetchCall) => ReturnType<typeof ok> = () => ok({ token: 't' })) {
    return (call: FetchCall) =>
      call.method === 'GET' && call.url === `${BASE_URL}${rsaKeyCall.path}` ? ok(publicKeyPem) : onPost(call);
  }

  it('fetches the RSA key once (GET /wps/session/key/rsa) for two posts, concurrent or not', async () => {
    const h = createHarness({ handler: encryptedServer() });
    await Promise.all([
      h.client.post('/wps/session/login', { u: 1 }, { encrypted: true }),
      h.client.post('/wps/session/login', { u: 2 }, { encrypted: true }),
    ]);
    await h.client.post('/wps/member/register', { u: 3 }, { encrypted: true, moduleId: 'REG3' });
    const keyFetches = h.calls.filter((call) => call.url === `${BASE_URL}/wps/session/key/rsa`);
    expect(keyFetches).toHaveLength(1);
    expect(keyFetches[0]!.method).toBe('GET');
    expect(h.calls.filter((call) => call.method === 'POST')).toHaveLength(3);
  });

  it('sends a text/plain body with the Encryption, X-RSA and X-Digest headers that decrypts to the payload and ts', async () => {
    const h = createHarness({ handler: encryptedServer(), token: undefined });
    const before = Date.now();
    await expect(
      h.client.post(
        '/wps/session/login',
        { username: 'player1', password: 'secret', loginDeviceId: 'd' },
        { encrypted: true, headers: { Device: 'PWA' } },
      ),
    ).resolves.toEqual({ token: 't' });
    const post = h.calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(`${BASE_URL}/wps/session/login`);
    expect(post.headers['Content-Type']).toBe('text/plain');
    expect(post.headers['Encryption']).toBe('des-ecb');
    expect(post.headers['Device']).toBe('PWA');
    expect(post.headers['Merchant']).toBe('luckystar');
    const server = serverSide(post.body!, post.headers);
    expect(server.digestOk).toBe(true);
    expect(server.payload).toMatchObject({ username: 'player1', password: 'secret', loginDeviceId: 'd' });
    expect(typeof server.payload['ts']).toBe('number');
    expect(server.payload['ts']).toBeGreaterThanOrEqual(before);
  });

  it('encrypts an empty object when there is no body', async () => {
    const h = createHarness({ handler: encryptedServer() });
    await h.client.post('/wps/session/login/verification', undefined, { encrypted: true });
    const post = h.calls.find((call) => call.method === 'POST')!;
    expect(Object.keys(serverSide(post.body!, post.headers).payload)).toEqual(['ts']);
  });

  it('posts nothing when the RSA key cannot be fetched, and tries the key again on the next post', async () => {
    const h = createHarness({
      handler: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(h.client.post('/wps/session/login', { u: 1 }, { encrypted: true })).rejects.toMatchObject({
      source: 'network',
    });
    expect(h.calls.map((call) => call.method)).toEqual(['GET']);
    h.state.handler = encryptedServer();
    await new Promise((resolve) => setTimeout(resolve, 160)); // the rate limiter's gap on the key path
    await h.client.post('/wps/session/login', { u: 1 }, { encrypted: true });
    expect(h.calls.map((call) => call.method)).toEqual(['GET', 'GET', 'POST']);
  });

  it('posts nothing when the key fetch keeps failing with a server error (after its retries)', async () => {
    vi.useFakeTimers();
    const h = createHarness({ handler: () => respond(500, undefined) });
    const post = track(h.client.post('/wps/session/login', { u: 1 }, { encrypted: true }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(post.error).toMatchObject({ status: 500 });
    expect(h.calls.every((call) => call.method === 'GET' && call.url.endsWith(rsaKeyCall.path))).toBe(true);
    expect(h.alerts).toEqual([]); // the key fetch is not alerted; the caller shows the failure
  });

  it('posts nothing when the key fetch fails with an errorCode', async () => {
    const h = createHarness({ handler: () => fail(400, 'bad.request', 'no key') });
    await expect(h.client.post('/wps/session/login', {}, { encrypted: true })).rejects.toMatchObject({
      errorCode: 'bad.request',
    });
    expect(h.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('uses an injected encrypt function with the fetched key', async () => {
    const encrypt = vi.fn(async (): Promise<EncryptedBody> => ({
      body: 'CIPHER',
      headers: { Encryption: 'des-ecb', 'X-RSA': 'r', 'X-Digest': 'd', 'Content-Type': 'text/plain' },
    }));
    const h = createHarness({ handler: encryptedServer(), encrypt });
    await h.client.put('/wps/x', { a: 1 }, { encrypted: true });
    expect(encrypt).toHaveBeenCalledWith({ a: 1 }, publicKeyPem);
    expect(h.calls.at(-1)).toMatchObject({ method: 'PUT', body: 'CIPHER' });
  });
});
