import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { loadDepositCount, loadUnreadCount } from '../customer-service/cbs';
import { sessionLifecycle } from '../../stores/session';

/** SPEC 4 "Session and chat": when the token appears, the deposit settings and the inbox's unread count load. */
export default function SessionLoads({ merchant }: { merchant: ClientMerchant }) {
  useEffect(() => {
    const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
    const offs = [sessionLifecycle.onLogin('depositSettings', () => quietly(loadDepositCount(merchant)))];
    if (merchant.flags.INBOX3)
      offs.push(sessionLifecycle.onLogin('inboxUnread', () => quietly(loadUnreadCount(merchant))));
    return () => offs.forEach((off) => off());
  }, [merchant]);
  return null;
}
