// SPEC 4 "Social sign-in": what happens to an identity no member is bound to yet.
import type { WhitelabelFlag } from '../../config/schema/flags';

export type UnboundProvider = 'firebase' | 'line' | 'telegram';

export type UnboundPlan =
  /** The account is created without asking (FIREBASECREATEACC3 on, SSOMANUALREG3 off). */
  | { kind: 'create' }
  /** The choice dialog: log in to an existing account and bind, or (when offered) register a new one. */
  | { kind: 'choose'; register: 'form' | 'direct' | undefined };

export function unboundPlan(flags: Record<WhitelabelFlag, boolean>, provider: UnboundProvider): UnboundPlan {
  const { FIREBASECREATEACC3: create, SSOMANUALREG3: manual } = flags;
  // Messenger-app login always asks (SPEC 4); firebase and LINE create silently when the flags say so.
  if (provider !== 'telegram' && create && !manual) return { kind: 'create' };
  if (manual) return { kind: 'choose', register: 'form' };
  return { kind: 'choose', register: create ? 'direct' : undefined };
}
