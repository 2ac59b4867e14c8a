// PROTOCOL.md "Encrypted requests", server side: unwrap K, check X-Digest, DES-ECB-decrypt the body,
// parse it and reject stale or replayed requests.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { ENCRYPTION_TS_WINDOW_MS } from '../../src/config/constants';
import { ApiError } from '../api/errors';
import type { RsaKey } from './rsa';

const KEY_PATTERN = /^[A-Za-z0-9]{16}$/;
const DIGEST_PATTERN = /^[0-9a-fA-F]{64}$/;

/**
 * Every K that could still be accepted: a request is good while |now - ts| <= window, so its K is kept until
 * ts + window, however far ahead the client's clock ran (a K forgotten earlier could be replayed late).
 */
export class ReplayGuard {
  /** K -> the last moment a request carrying it can pass the ts check. */
  private readonly until = new Map<string, number>();

  constructor(private readonly windowMs = ENCRYPTION_TS_WINDOW_MS) {}

  /** Records K of a request stamped `ts` and received at `now`; false when K is still remembered. */
  claim(key: string, now: number, ts: number = now): boolean {
    for (const [oldKey, until] of this.until) if (until < now) this.until.delete(oldKey);
    if (this.until.has(key)) return false;
    this.until.set(key, Math.max(now, ts) + this.windowMs);
    return true;
  }

  get size(): number {
    return this.until.size;
  }

  clear(): void {
    this.until.clear();
  }
}

export interface EncryptedRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const header = (request: EncryptedRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const failed = (why: string) => new ApiError(400, 'decrypt.failed', why);
const UNAUTHENTICATED =
  'X-RSA, X-Digest: the body cannot be authenticated with the server key (fetch the key again from /wps/session/key/rsa)';

/** The decrypted JSON object of an encrypted request; throws ApiError for every way it can be wrong. */
export function decryptRequest(
  request: EncryptedRequest,
  rsa: RsaKey,
  replay: ReplayGuard,
  now: number,
): Record<string, unknown> {
  if (header(request, 'Encryption') !== 'des-ecb')
    throw new ApiError(400, 'bad.request', 'Encryption: must be "des-ecb" (this endpoint takes an encrypted body)');
  const wrappedKey = header(request, 'X-RSA');
  if (!wrappedKey) throw new ApiError(400, 'bad.request', 'X-RSA: header is required');
  const digest = header(request, 'X-Digest');
  if (!digest || !DIGEST_PATTERN.test(digest))
    throw new ApiError(400, 'bad.request', 'X-Digest: must be 64 hex digits (HMAC-SHA256)');
  const ciphertext = request.body;
  if (typeof ciphertext !== 'string' || !ciphertext)
    throw new ApiError(400, 'bad.request', 'body: must be the Base64 ciphertext, sent as text/plain');

  // Implicit rejection: a bad RSA block, a malformed K and a wrong digest all fail the same way, after
  // the same HMAC, so error answers never tell whether the padding was valid (Bleichenbacher oracle).
  let key = '';
  try {
    key = rsa.decrypt(wrappedKey);
  } catch {
    key = '';
  }
  if (!KEY_PATTERN.test(key)) key = randomBytes(12).toString('base64');
  const expected = createHmac('sha256', key).update(ciphertext).digest();
  if (!timingSafeEqual(expected, Buffer.from(digest, 'hex'))) throw failed(UNAUTHENTICATED);

  let plaintext: string;
  try {
    const des = CryptoJS.DES.decrypt(ciphertext, CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    plaintext = des.toString(CryptoJS.enc.Utf8);
  } catch {
    throw failed('body: cannot be decrypted with the key');
  }
  if (!plaintext) throw failed('body: cannot be decrypted with the key');

  let payload: unknown;
  try {
    payload = JSON.parse(plaintext);
  } catch {
    throw new ApiError(400, 'bad.request', 'body: the decrypted text is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new ApiError(400, 'bad.request', 'body: the decrypted JSON must be an object');
  const { ts } = payload as { ts?: unknown };
  if (typeof ts !== 'number' || !Number.isFinite(ts))
    throw new ApiError(400, 'bad.request', 'ts: must be the client time in milliseconds');
  if (Math.abs(now - ts) > ENCRYPTION_TS_WINDOW_MS)
    throw new ApiError(400, 'replay.rejected', `ts: more than ${ENCRYPTION_TS_WINDOW_MS} ms from the server clock`);
  if (!replay.claim(key, now, ts)) throw new ApiError(400, 'replay.rejected', 'X-RSA: this key was already used');
  return payload as Record<string, unknown>;
}
