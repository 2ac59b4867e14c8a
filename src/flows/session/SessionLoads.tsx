import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { onTabReturn } from '../../lib/time/tab-return';
import { currentToken, sessionLifecycle } from '../../stores/session';
import { loadMemberInfo } from './member-info';

type MemberLoads = typeof import('./member-loads');

/**
 * SPEC 4 "Session and chat": when the token appears, the deposit settings, rank progress and the inbox's unread
 * count load; SPEC 9: on each return to the tab (300 ms debounce) they and the member info load again.
 */
export default function SessionLoads({ merchant }: { merchant: ClientMerchant }) {
  useEffect(() => {
    const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
    // Their code loads with the first token: a guest's first visit does not fetch it.
    const withLoads = (run: (loads: MemberLoads) => Promise<unknown> | undefined) =>
      quietly(import('./member-loads').then(run));
    const loads = {
      depositSettings: (m: MemberLoads) => m.loadDepositCount(merchant),
      rankProgress: (m: MemberLoads) => m.loadRankProgress(merchant),
      ...(merchant.flags.INBOX3 && { inboxUnread: (m: MemberLoads) => m.loadUnreadCount(merchant) }),
    };
    const offs = Object.entries(loads).map(([effect, load]) =>
      // The member centre may have loaded the rank progress already on this page.
      sessionLifecycle.onLogin(effect as keyof typeof loads, () =>
        withLoads((m) => (effect !== 'rankProgress' || !m.$rankProgress.get() ? load(m) : undefined)),
      ),
    );
    const refresh = () => {
      if (!currentToken()) return;
      Object.values(loads).forEach((load) => withLoads(load));
      quietly(loadMemberInfo(merchant, true));
    };
    offs.push(onTabReturn(document, refresh));
    return () => offs.forEach((off) => off());
  }, [merchant]);
  return null;
}
