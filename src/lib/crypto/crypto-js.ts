// crypto-js pieces behind one dynamic import: never in the first page load (ARCHITECTURE "Heavy code").

export async function loadCryptoJs() {
  const [, { default: core }, { default: HmacSHA256 }, { default: Utf8 }, { default: Hex }, { default: ECB }, { default: Pkcs7 }] = await Promise.all([
    import('crypto-js/tripledes'), // registers DES on the crypto-js core
    import('crypto-js/core'),
    import('crypto-js/hmac-sha256'),
    import('crypto-js/enc-utf8'),
    import('crypto-js/enc-hex'),
    import('crypto-js/mode-ecb'),
    import('crypto-js/pad-pkcs7'),
  ]);
  return { DES: core.DES, HmacSHA256, Utf8, Hex, ECB, Pkcs7 };
}
