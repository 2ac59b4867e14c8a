// crypto-js behind one dynamic import: never in the first page load (ARCHITECTURE "Heavy code").
// One import of the whole library, not of its parts: loaded as separate chunks, the parts could run in
// an order in which cipher-core captured enc.Base64 before it existed, and DES then returned hex.

import type CryptoJSLibrary from 'crypto-js';

/** The parts of crypto-js the app uses. */
export function cryptoParts(CryptoJS: typeof CryptoJSLibrary) {
  return {
    DES: CryptoJS.DES,
    HmacSHA256: CryptoJS.HmacSHA256,
    Utf8: CryptoJS.enc.Utf8,
    Hex: CryptoJS.enc.Hex,
    ECB: CryptoJS.mode.ECB,
    Pkcs7: CryptoJS.pad.Pkcs7,
  };
}

export type CryptoParts = ReturnType<typeof cryptoParts>;

export async function loadCryptoJs(): Promise<CryptoParts> {
  const { default: CryptoJS } = await import('crypto-js');
  return cryptoParts(CryptoJS);
}
