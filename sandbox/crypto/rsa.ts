// The server's RSA key pair, made at start. Decryption is RSAES-PKCS1-v1_5 through node-forge, because
// Node 20's own crypto refuses PKCS#1 v1.5 private decryption (CVE-2023-46809).
import forge from 'node-forge';

export interface RsaKey {
  bits: number;
  /** SPKI PEM ("-----BEGIN PUBLIC KEY-----"), what jsencrypt's setPublicKey reads. */
  publicKeyPem: string;
  /** Decrypts a Base64 RSAES-PKCS1-v1_5 ciphertext to its UTF-8 text; throws when it is not one. */
  decrypt(base64: string): string;
}

export async function createRsaKey(bits = 2048): Promise<RsaKey> {
  // forge hands key generation to Node's native generator when it can, so 2048 bits takes well under a second.
  const pair = await new Promise<forge.pki.rsa.KeyPair>((resolve, reject) =>
    forge.pki.rsa.generateKeyPair({ bits, e: 0x10001 }, (error, keys) => (error ? reject(error) : resolve(keys))),
  );
  return {
    bits,
    publicKeyPem: forge.pki.publicKeyToPem(pair.publicKey).replace(/\r\n/g, '\n'),
    decrypt(base64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new Error('not Base64');
      return forge.util.decodeUtf8(pair.privateKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));
    },
  };
}
