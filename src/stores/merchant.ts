// The page's merchant settings for code that is not an island (page scripts, tracking, auto-login).
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '../config/client';

let cached: ClientMerchant | undefined;

/** The ClientMerchant the page was rendered for (from its JSON script); undefined outside a page. */
export function pageMerchant(doc: Document | undefined = globalThis.document): ClientMerchant | undefined {
  if (cached) return cached;
  const text = doc?.getElementById(MERCHANT_CONFIG_ID)?.textContent;
  cached = text ? (JSON.parse(text) as ClientMerchant) : undefined;
  return cached;
}
