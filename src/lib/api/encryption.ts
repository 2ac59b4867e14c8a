// PROTOCOL.md "Encrypted requests": DES-ECB body under a random key K, K wrapped with the server's RSA
// key, HMAC-SHA256 digest. jsencrypt and crypto-js are imported here on the first encrypted call only.

import { loadCryptoJs } from '../crypto/crypto-js';

export const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const KEY_LENGTH = 16;

export interface EncryptedBody {
  body: string;
  headers: { Encryption: 'des-ecb'; 'X-RSA': string; 'X-Digest': string; 'Content-Type': 'text/plain' };
}

export interface EncryptionDeps {
  now: () => number;
  randomBytes: (length: number) => Uint8Array;
}

const defaultDeps: EncryptionDeps = {
  now: () => Date.now(),
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
};

/** K: 16 characters of [A-Za-z0-9] from a CSPRNG, without modulo bias (bytes >= 248 are drawn again). */
export function randomKey(randomBytes: EncryptionDeps['randomBytes'] = defaultDeps.randomBytes): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of randomBytes(KEY_LENGTH)) {
      if (byte < 248 && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

async function loadCrypto() {
  const [{ JSEncrypt }, cryptoJs] = await Promise.all([import('jsencrypt'), loadCryptoJs()]);
  return { JSEncrypt, ...cryptoJs };
}

/** Encrypts `payload` (with `ts` added) for the server whose PEM public key is given. */
export async function encryptPayload(
  payload: object,
  publicKeyPem: string,
  deps: EncryptionDeps = defaultDeps,
): Promise<EncryptedBody> {
  const { JSEncrypt, DES, HmacSHA256, Utf8, Hex, ECB, Pkcs7 } = await loadCrypto();
  const key = randomKey(deps.randomBytes);
  const plaintext = JSON.stringify({ ...payload, ts: deps.now() });
  const body = DES.encrypt(Utf8.parse(plaintext), Utf8.parse(key.slice(0, 8)), {
    mode: ECB,
    padding: Pkcs7,
  }).toString();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const wrapped = rsa.encrypt(key);
  if (!wrapped) throw new Error('RSA encryption failed: the server key is not a valid public key');
  return {
    body,
    headers: {
      Encryption: 'des-ecb',
      'X-RSA': wrapped,
      'X-Digest': HmacSHA256(body, key).toString(Hex),
      'Content-Type': 'text/plain',
    },
  };
}
