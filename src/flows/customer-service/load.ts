// SPEC 7 WPSCORE_getCustomerServiceScript and SPEC 3 paths: the merchant's items and each one's guarded URL,
// read the same way by the in-app chat and by the operator-page fallback.
import { WPS } from '../../lib/api/endpoints';
import type { ApiClient } from '../../lib/api/request';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import type { CustomerServiceItemInput } from '../../lib/customer-service/items';
import { decryptCustomerServicePath } from './path';

/** The merchant's customer-service items (cached); none when the answer is not a list. */
export async function fetchCustomerServiceItems(api: ApiClient): Promise<CustomerServiceItemInput[]> {
  const items = await api.get<unknown>(WPS.WPSCORE_getCustomerServiceScript, { alert: false, cache: true });
  return Array.isArray(items) ? (items as CustomerServiceItemInput[]) : [];
}

/** An item's chat URL: its path decrypted when encrypted, through the URL guard; undefined when unsafe. */
export async function customerServiceItemUrl(
  item: CustomerServiceItemInput,
  base: string,
): Promise<string | undefined> {
  return safeNavigationUrl(await decryptCustomerServicePath(item.path), base);
}
