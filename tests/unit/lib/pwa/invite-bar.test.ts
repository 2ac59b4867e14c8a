import { describe, expect, it } from 'vitest';
import { inviteBarVisibility, inviteCode } from '@/lib/pwa/invite-bar';

const guest = (search: string) => inviteCode(search, false);

describe('who is invited (SPEC 4 "The top bar also serves as an invite bar")', () => {
  it('a guest with the link referral code: referralCode, else r (SPEC 3)', () => {
    expect(guest('?referralCode=ABC123')).toBe('ABC123');
    expect(guest('?r=XYZ9')).toBe('XYZ9');
    expect(guest('?referralCode=ABC&r=XYZ')).toBe('ABC');
    expect(guest('?referralCode=&r=XYZ')).toBe('XYZ');
    expect(guest('?r=%20AB12%20')).toBe('AB12');
  });

  it('not a logged-in member: they keep the download bar', () => {
    expect(inviteCode('?referralCode=ABC', true)).toBeUndefined();
  });

  it('not a guest without a code, nor with one unfit to carry on', () => {
    expect(guest('')).toBeUndefined();
    expect(guest('?affiliateCode=A1')).toBeUndefined();
    expect(guest('?referralCode=%20%20')).toBeUndefined();
    expect(guest('?referralCode=two%20words')).toBeUndefined();
    expect(guest('?referralCode=A%0AB')).toBeUndefined();
    expect(guest('?referralCode=A%E2%80%AEB')).toBeUndefined();
    expect(guest(`?referralCode=${'x'.repeat(65)}`)).toBeUndefined();
    expect(guest(`?referralCode=${'x'.repeat(64)}`)).toBe('x'.repeat(64));
  });
});

describe('invite bar visibility', () => {
  const base = { inNativeApp: false, installedPwa: false, hiddenForSession: false };

  it('shows in a browser tab, whatever the download gates say', () => {
    expect(inviteBarVisibility(base)).toEqual({ visible: true });
  });

  it('is hidden in the native app, in an installed PWA and once closed for the session', () => {
    expect(inviteBarVisibility({ ...base, inNativeApp: true })).toEqual({ visible: false, reason: 'native_app' });
    expect(inviteBarVisibility({ ...base, installedPwa: true })).toEqual({ visible: false, reason: 'installed_pwa' });
    expect(inviteBarVisibility({ ...base, hiddenForSession: true })).toEqual({ visible: false, reason: 'closed' });
  });
});
