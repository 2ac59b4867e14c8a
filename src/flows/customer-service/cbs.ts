// The operator's CBS pages (SPEC 7 CBS_launchChat, CBS_unreadCount): the cashier for deposits and withdrawals
// and the inbox, each coming back to the member centre; the deposit count (SPEC 3 depositSettings) tells what
// happened at the cashier.
import type { ClientMerchant } from '../../config/client';
import { routePath } from '../../config/routes';
import { fetchDepositSettings, fetchUnreadCount } from './api';
import type { CashierKind, CashierVisit } from './cashier-return';
import { apiCount } from '../../lib/api/numbers';
import { session, type GuardedStorage } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { apiClient } from '../session/page-client';
import { $depositCount, $unreadCount } from '../../stores/session';
import { track, trackedMember } from '../tracking/track';
import { browserServicePage, cbsUrl, type ServicePage } from './cbs-url';

/** The cashier's page: also where the visit is kept for the return, and the tracking of a deposit. */
export interface CashierPage extends ServicePage {
  session: GuardedStorage;
  track: typeof track;
}

const browserCashierPage = (merchant: ClientMerchant): CashierPage => ({
  ...browserServicePage(merchant),
  session: session(),
  track,
});

/** The query parameter of the member centre that says which cashier the player comes back from. */
export const CASHIER_RETURN_PARAM = 'cashier';

/** GET depositSettings: totalDepositSuccessCount, kept in $depositCount. */
export async function loadDepositCount(merchant: ClientMerchant, api = apiClient(merchant)): Promise<number> {
  const settings = await fetchDepositSettings(api);
  const count = apiCount(settings?.totalDepositSuccessCount) ?? 0;
  $depositCount.set(count);
  return count;
}

/** CBS_unreadCount, kept in $unreadCount (INBOX3). */
export async function loadUnreadCount(merchant: ClientMerchant): Promise<void> {
  const unread = await fetchUnreadCount(apiClient(merchant));
  $unreadCount.set(apiCount(unread?.count) ?? 0);
}

/** Opens the operator's inbox (INBOX3); false when it has none (the caller says so). */
export async function openInbox(
  merchant: ClientMerchant,
  title: string,
  page = browserServicePage(merchant),
): Promise<boolean> {
  const url = await cbsUrl(merchant, title, routePath('member/home'), page);
  if (url) page.location.assign(url);
  return url !== undefined;
}

/** Opens the operator's cashier; false when it has none (the caller says so). */
export async function launchCashier(
  merchant: ClientMerchant,
  kind: CashierKind,
  title: string,
  page = browserCashierPage(merchant),
): Promise<boolean> {
  const countBefore = await loadDepositCount(merchant, page.api).catch(() => $depositCount.get());
  const url = await cbsUrl(merchant, title, `${routePath('member/home')}?${CASHIER_RETURN_PARAM}=${kind}`, page);
  if (!url) return false;
  page.session.writeJson(STORAGE_KEYS.cashierVisit, { kind, countBefore } satisfies CashierVisit);
  if (kind === 'deposit') page.track(merchant, 'depositSubmit', trackedMember());
  page.location.assign(url);
  return true;
}
