// SPEC 4 "Referral entry" and SPEC 6: what tapping invite-friends does, by role and the REFERRAL promotion.
import type { Role } from '../../lib/session/session-info';
import { routePath } from '../../config/routes';

export type ReferralAction =
  /** Agents (type 1 or 2) register players. */
  | 'agentRegister'
  /** The referral promotion is on: the invite page with the player's link. */
  | 'invite'
  /** Guest, promotion off: alert 'coming soon'. */
  | 'comingSoon'
  /** Member, promotion off: customer service. */
  | 'customerService';

export const AGENT_REGISTER_PATH = routePath('agentRegister');
export const INVITE_FRIENDS_PATH = routePath('inviteFriends');

export function referralAction(role: Role, referralEnabled: boolean): ReferralAction {
  if (role === 'agent') return 'agentRegister';
  if (referralEnabled) return 'invite';
  return role === 'guest' ? 'comingSoon' : 'customerService';
}

/** The link a member shares: registration with their referral code (SPEC 3 registration payload referralCode). */
export function inviteLink(origin: string, referralCode: string): string {
  return `${origin}/m/register?${new URLSearchParams({ referralCode })}`;
}
