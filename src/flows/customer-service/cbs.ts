// The operator's CBS pages (SPEC 7 CBS_launchChat, CBS_unreadCount): the cashier for deposits and withdrawals
// and the inbox, each coming back to the member centre; the deposit count (SPEC 3 depositSettings) tells what
// happened at the cashier.
import type { ClientMerchant } from '../../config/client';
import { routePath } from '../../config/routes';
import { WPS } from '../../lib/api/endpoints';
import type { CashierKind, CashierVisit } from './cashier-return';
import { apiCount } from '../../lib/api/numbers';
import { session } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { apiClient } from '../../stores/api';
import { $depositCount, $unreadCount } from '../../stores/session';
import { track, trackedMember } from '../tracking/track';
import { cbsUrl } from './cbs-url';

/** The query parameter of the member centre that says which cashier the player comes back from. */
export const CASHIER_RETURN_PARAM = 'cashier';

/** GET depositSettings: totalDepositSuccessCount, kept in $depositCount. */
export async function loadDepositCount(merchant: ClientMerchant): Promise<number> {
  const settings = await apiClient(merchant).get<{ totalDepositSuccessCount?: unknown }>(WPS.memberDepositSettings, {
    alert: false,
  });
  const count = apiCount(settings?.totalDepositSuccessCount) ?? 0;
  $depositCount.set(count);
  return count;
}

/** CBS_unreadCount, kept in $unreadCount (INBOX3). */
export async function loadUnreadCount(merchant: ClientMerchant): Promise<void> {
  const unread = await apiClient(merchant).get<{ count?: unknown }>(WPS.CBS_unreadCount, { alert: false });
  $unreadCount.set(apiCount(unread?.count) ?? 0);
}

/** Opens the operator's inbox (INBOX3); false when it has none (the caller says so). */
export async function openInbox(merchant: ClientMerchant, title: string): Promise<boolean> {
  const url = await cbsUrl(merchant, title, routePath('member/home'));
  if (url) location.assign(url);
  return url !== undefined;
}

/** Opens the operator's cashier; false when it has none (the caller says so). */
export async function launchCashier(merchant: ClientMerchant, kind: CashierKind, title: string): Promise<boolean> {
  const countBefore = await loadDepositCount(merchant).catch(() => $depositCount.get());
  const url = await cbsUrl(merchant, title, `${routePath('member/home')}?${CASHIER_RETURN_PARAM}=${kind}`);
  if (!url) return false;
  session().writeJson(STORAGE_KEYS.cashierVisit, { kind, countBefore } satisfies CashierVisit);
  if (kind === 'deposit') track(merchant, 'depositSubmit', trackedMember());
  location.assign(url);
  return true;
}
