// SPEC 3 and SPEC 5: a customer-service path that is not http is encrypted (the cipher: src/config/
// customer-service-path.ts). crypto-js is imported on demand, never statically, to stay out of the first load.
import { decryptCustomerServicePathWith, HTTP_PATH, SITE_PATH } from '../../config/customer-service-path';
import { loadCryptoJs } from '../../lib/crypto/crypto-js';

export { decryptCustomerServicePathWith } from '../../config/customer-service-path';

/** The chat URL of a customer-service path: http(s) and site paths as they are; others decrypted; undefined when it fails. */
export async function decryptCustomerServicePath(path: string | null | undefined): Promise<string | undefined> {
  const value = path?.trim();
  if (!value) return undefined;
  if (HTTP_PATH.test(value) || SITE_PATH.test(value)) return value;
  return decryptCustomerServicePathWith(await loadCryptoJs(), value);
}
