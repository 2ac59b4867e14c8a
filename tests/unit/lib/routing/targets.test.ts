import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_PATH } from '@/config/routes';
import { postLoginTarget, postRegistrationTarget, type LoginOutcome } from '@/lib/routing/targets';

const plain: LoginOutcome = { forceChangeExpired: false };

describe('postLoginTarget (SPEC 4 "Login" 3 and 4)', () => {
  it('goes to /m/home by default', () => {
    expect(postLoginTarget(plain)).toBe('/m/home');
  });

  it('forces /m/changePsw when the password is expired and PWDEXPFORCECHANGE3 is on', () => {
    expect(CHANGE_PASSWORD_PATH).toBe('/m/changePsw');
    expect(postLoginTarget({ passwordExpired: true, forceChangeExpired: true })).toBe('/m/changePsw');
  });

  it('does not force a change for an expired password when PWDEXPFORCECHANGE3 is off', () => {
    expect(postLoginTarget({ passwordExpired: true, forceChangeExpired: false })).toBe('/m/home');
    expect(postLoginTarget({ passwordExpired: false, forceChangeExpired: true })).toBe('/m/home');
  });

  it('forces /m/changePsw for the default password on a non-SMS login', () => {
    expect(postLoginTarget({ ...plain, usedDefaultPassword: true, isSms: false })).toBe('/m/changePsw');
    expect(postLoginTarget({ ...plain, usedDefaultPassword: true })).toBe('/m/changePsw');
  });

  it('does not force a change for the default password on an SMS login', () => {
    expect(postLoginTarget({ ...plain, usedDefaultPassword: true, isSms: true })).toBe('/m/home');
  });

  it('forces /m/changePsw on the first login', () => {
    expect(postLoginTarget({ ...plain, firstTimeLogin: true })).toBe('/m/changePsw');
    expect(postLoginTarget({ ...plain, firstTimeLogin: false })).toBe('/m/home');
  });

  it('puts the forced change before a go target', () => {
    expect(postLoginTarget({ ...plain, firstTimeLogin: true, go: '/m/activity?id=3' })).toBe('/m/changePsw');
  });

  it('honours a safe go target', () => {
    expect(postLoginTarget({ ...plain, go: '/m/activity?id=3' })).toBe('/m/activity?id=3');
    expect(postLoginTarget({ ...plain, go: '/m/member/home' })).toBe('/m/member/home');
  });

  it.each(['//evil.com', '/m//evil.com', 'https://evil.com/m/home', '/home', 'javascript:alert(1)'])(
    'goes to /m/home for the unsafe go target %s',
    (go) => {
      expect(postLoginTarget({ ...plain, go })).toBe('/m/home');
    },
  );
});

describe('postRegistrationTarget (SPEC 2: the same rule after registration)', () => {
  it('honours a safe go target, else /m/home', () => {
    expect(postRegistrationTarget('/m/game#top')).toBe('/m/game#top');
    expect(postRegistrationTarget('//evil.com')).toBe('/m/home');
    expect(postRegistrationTarget(undefined)).toBe('/m/home');
  });
});
