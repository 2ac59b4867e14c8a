import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { loadDepositCount, loadUnreadCount } from '../customer-service/cbs';
import { onTabReturn } from '../../lib/time/tab-return';
import { currentToken, sessionLifecycle } from '../../stores/session';
import { loadMemberInfo } from './member-info';
import { $rankProgress, loadRankProgress } from './rank-progress';

/**
 * SPEC 4 "Session and chat": when the token appears, the deposit settings, rank progress and the inbox's unread
 * count load; SPEC 9: on each return to the tab (300 ms debounce) they and the member info load again.
 */
export default function SessionLoads({ merchant }: { merchant: ClientMerchant }) {
  useEffect(() => {
    const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
    const loads = {
      depositSettings: () => quietly(loadDepositCount(merchant)),
      rankProgress: () => quietly(loadRankProgress(merchant)),
      ...(merchant.flags.INBOX3 && { inboxUnread: () => quietly(loadUnreadCount(merchant)) }),
    };
    const offs = Object.entries(loads).map(([effect, load]) =>
      // The member centre may have loaded the rank progress already on this page.
      sessionLifecycle.onLogin(effect as keyof typeof loads, () => {
        if (effect !== 'rankProgress' || !$rankProgress.get()) load();
      }),
    );
    const refresh = () => {
      if (!currentToken()) return;
      Object.values(loads).forEach((load) => load());
      quietly(loadMemberInfo(merchant, true));
    };
    offs.push(onTabReturn(document, refresh));
    return () => offs.forEach((off) => off());
  }, [merchant]);
  return null;
}
