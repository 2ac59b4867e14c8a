import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import { COMING_SOON_KEY } from '../../lib/api/error-catalogue';
import { fetchAvailablePromotions } from '../../flows/content/api';
import { roleOf, type Role } from '../../lib/session/session-info';
import { $alerts } from '../../stores/alerts';
import { usePage } from '../../flows/session/usePage';
import { openCustomerService } from '../../flows/customer-service/open';
import { $member, $session, currentToken } from '../../stores/session';
import { AGENT_REGISTER_PATH, INVITE_FRIENDS_PATH, referralAction, type ReferralAction } from './referral';

export interface Referral {
  /** undefined until the role and the REFERRAL promotion are known. */
  action: ReferralAction | undefined;
  role: Role | undefined;
  /** Runs the action; `here` is true on the invite page itself (no navigation to it). */
  run: (here?: boolean) => Promise<void>;
}

const alert = (messageKey: string) => $alerts.set([...$alerts.get(), { messageKey }]);

/** The referral entry's state: the player's role and whether the REFERRAL promotion is on (SPEC 4). */
export function useReferral(merchant: ClientMerchant): Referral {
  const page = usePage();
  const session = useStore($session);
  const member = useStore($member);
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined);
  const [role, setRole] = useState<Role | undefined>(undefined);

  useEffect(() => {
    const token = currentToken();
    // The member's type wins over the session's (it is fresher); a token from the query has no session type.
    setRole(roleOf(token ? { token, type: member?.type ?? session?.type } : undefined));
  }, [session, member]);
  useEffect(() => {
    let current = true;
    fetchAvailablePromotions(page.api, Boolean(currentToken())).then(
      (promotions) => current && setEnabled(promotions.REFERRAL?.enabled === true),
      () => current && setEnabled(false), // unknown counts as off: the entry still does something useful
    );
    return () => {
      current = false;
    };
  }, [page]);

  const action = role && enabled !== undefined ? referralAction(role, enabled) : undefined;
  const run = async (here = false) => {
    switch (action) {
      case 'agentRegister':
        page.location.assign(AGENT_REGISTER_PATH);
        break;
      case 'invite':
        if (!here) page.location.assign(INVITE_FRIENDS_PATH);
        break;
      case 'comingSoon':
        alert(COMING_SOON_KEY);
        break;
      case 'customerService':
        if (!(await openCustomerService(merchant))) alert('member.noCustomerService');
        break;
      default:
    }
  };
  return { action, role, run };
}
