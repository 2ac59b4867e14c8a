import { describe, expect, it } from 'vitest';
import { inviteLink, referralAction } from '@/features/member/referral';
import { roleOf } from '@/lib/session/session-info';

describe('referral entry (SPEC 4)', () => {
  it('alerts "coming soon" to a guest when the referral promotion is off', () => {
    expect(referralAction('guest', false)).toBe('comingSoon');
  });

  it('opens customer service for a member when it is off', () => {
    expect(referralAction('member', false)).toBe('customerService');
  });

  it('sends agents (type 1 or 2) to /m/agentRegister, whatever the promotion', () => {
    expect(referralAction(roleOf({ token: 't', type: 1 }), false)).toBe('agentRegister');
    expect(referralAction(roleOf({ token: 't', type: 2 }), true)).toBe('agentRegister');
  });

  it('opens the invite page when the promotion is on', () => {
    expect(referralAction('guest', true)).toBe('invite');
    expect(referralAction(roleOf({ token: 't', type: 4 }), true)).toBe('invite');
  });

  it('builds the invite link to registration with the referral code', () => {
    expect(inviteLink('https://luckystar.example', 'player 1')).toBe(
      'https://luckystar.example/m/register?referralCode=player+1',
    );
  });
});
