// SPEC 3 "Login response value" scripts (issue 27): the member's customer-service items as the login answered
// them, kept in the tab's session storage for that session, so the chats need no WPSCORE_getCustomerServiceScript.
// The session store drops them when the session starts or ends (stores/session.ts); the token they carry keeps
// them from any other session that finds them.
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import type { CustomerServiceItemInput } from './items';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isLabelId = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** SPEC 3 "Customer-service item" as contract/customer-service.ts has it, checked without zod: production loads no schemas. */
function isCustomerServiceItem(value: unknown): value is CustomerServiceItemInput {
  if (typeof value !== 'object' || value === null) return false;
  const { csType, csPosition, path, labelIds } = value as Record<string, unknown>;
  return (
    isText(csType) &&
    isText(path) &&
    (csPosition === undefined || csPosition === null || typeof csPosition === 'string') &&
    (labelIds === undefined || labelIds === null || (Array.isArray(labelIds) && labelIds.every(isLabelId)))
  );
}

const isItemList = (value: unknown): value is CustomerServiceItemInput[] =>
  Array.isArray(value) && value.every(isCustomerServiceItem);

/**
 * Keeps the login answer's items for the session of `token`, only their four fields. An answer without a
 * well-formed list keeps none: the relay answers instead.
 */
export function keepLoginItems(store: GuardedStorage, token: string, scripts: unknown): void {
  store.removeItem(STORAGE_KEYS.customerServiceScripts);
  if (!isItemList(scripts)) return;
  const items = scripts.map(({ csType, csPosition, path, labelIds }) => ({ csType, csPosition, path, labelIds }));
  store.writeJson(STORAGE_KEYS.customerServiceScripts, { token, items });
}

/** The items kept for the session of `token`; undefined when none are, or they are another session's, or malformed. */
export function keptLoginItems(
  store: GuardedStorage,
  token: string | undefined,
): CustomerServiceItemInput[] | undefined {
  const kept = store.readJson<{ token?: unknown; items?: unknown } | null>(STORAGE_KEYS.customerServiceScripts);
  if (!token || kept?.token !== token) return undefined;
  return isItemList(kept.items) ? kept.items : undefined;
}
