// SPEC 3 and SPEC 5: a customer-service path that is not http is encrypted; its last 8 characters are the key.
//
// SPEC does not name the cipher. The project reads it as the primitives of PROTOCOL.md "Encrypted requests":
// ciphertext = everything before the last 8 characters, Base64 of DES-ECB with PKCS#7 padding, key = UTF-8
// of those 8 characters (DES uses its first 8 bytes). The browser loads crypto-js on demand
// (src/flows/customer-service/path.ts); the build passes it in to read merchants' items for their CSP.

import type CryptoJS from 'crypto-js';

/** The parts of crypto-js the cipher uses. */
export interface DesParts {
  DES: typeof CryptoJS.DES;
  Utf8: typeof CryptoJS.enc.Utf8;
  ECB: typeof CryptoJS.mode.ECB;
  Pkcs7: typeof CryptoJS.pad.Pkcs7;
}

export const PATH_KEY_LENGTH = 8;

export const HTTP_PATH = /^https?:\/\//i;
// A path on the site under /__, where the sandbox serves the providers' stand-ins; Base64 (the encrypted
// form) has no '_', so the two cannot be confused.
export const SITE_PATH = /^\/__/;
// A wrong key can still unpad to valid UTF-8; a real path never holds control or replacement characters.
// eslint-disable-next-line no-control-regex -- a wrong key decrypts to control characters
const GARBLED = /[\u0000-\u001f\u007f\ufffd]/;

/** The chat URL of a customer-service path, with crypto-js at hand: http(s) and site paths as they are; others decrypted. */
export function decryptCustomerServicePathWith(crypto: DesParts, path: string | null | undefined): string | undefined {
  const value = path?.trim();
  if (!value) return undefined;
  if (HTTP_PATH.test(value) || SITE_PATH.test(value)) return value;
  if (value.length <= PATH_KEY_LENGTH) return undefined;
  const ciphertext = value.slice(0, -PATH_KEY_LENGTH);
  const key = value.slice(-PATH_KEY_LENGTH);
  try {
    const { DES, Utf8, ECB, Pkcs7 } = crypto;
    const plaintext = DES.decrypt(ciphertext, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8).trim();
    return plaintext && !GARBLED.test(plaintext) ? plaintext : undefined;
  } catch {
    return undefined; // not Base64, wrong key or padding, or not UTF-8
  }
}
