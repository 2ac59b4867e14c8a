// SPEC 7 WPSCORE_getCustomerServiceScript and SPEC 3 paths: the merchant's items and each one's guarded URL,
// read the same way by the in-app chat and by the operator-page fallback.
import { fetchCustomerServiceScript } from './api';
import type { ApiClient } from '../../lib/api/request';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import type { CustomerServiceItemInput } from '../../lib/customer-service/items';
import { session } from '../../lib/storage/guarded-storage';
import { currentToken } from '../../stores/session';
import { decryptCustomerServicePath } from './path';

/**
 * The items the login of this page's session answered with (SPEC 3 "Login response value" scripts); their
 * checks load for a member only, so a guest's first visit does not fetch them.
 */
async function loginItems(): Promise<CustomerServiceItemInput[] | undefined> {
  const token = currentToken();
  if (!token) return undefined;
  const { keptLoginItems } = await import('../../lib/customer-service/login-items');
  return keptLoginItems(session(), token);
}

/**
 * The member's customer-service items: those of the login answer when this session kept them, else the relay's
 * (cached); none when its answer is not a list. Either way hostile: callers decrypt and guard every path and
 * filter by VIP label.
 */
export async function fetchCustomerServiceItems(
  api: ApiClient,
  kept: () => Promise<CustomerServiceItemInput[] | undefined> = loginItems,
): Promise<CustomerServiceItemInput[]> {
  const stored = await kept();
  if (stored) return stored;
  const items = await fetchCustomerServiceScript(api);
  return Array.isArray(items) ? (items as CustomerServiceItemInput[]) : [];
}

/** An item's chat URL: its path decrypted when encrypted, through the URL guard; undefined when unsafe. */
export async function customerServiceItemUrl(
  item: CustomerServiceItemInput,
  base: string,
): Promise<string | undefined> {
  return safeNavigationUrl(await decryptCustomerServicePath(item.path), base);
}
