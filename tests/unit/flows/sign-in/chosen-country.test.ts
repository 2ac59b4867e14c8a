// The phone fields' country picker: the dialing code the player chose is what the SMS code request, the SMS login
// and both registrations send; the merchant's own (luckystar +63) only when none was chosen.
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@/flows/sign-in/api';
import { sendSmsCode } from '@/flows/sign-in/login';
import { loginRequest } from '@/flows/sign-in/login-payload';
import { registrationPayload, type RegistrationForm } from '@/flows/sign-in/registration-payload';
import { fakePage, sampleMerchant } from './fake-page';

const merchant = sampleMerchant();
const bySms = { type: 'sms', mobileNum: '6591234567', password: '585444', remember: false } as const;
const byMobile: RegistrationForm = { mode: 'mobile', mobileNum: '91234567', smsCode: '585444', agent: false };

describe('the chosen dialing code', () => {
  it('is what POST /wps/verification/sms/noLogin sends ({countryDialingCode, mobileNum})', async () => {
    const post = vi.fn(async () => ({ expiresInMs: 300_000, resendInMs: 30_000 }));
    await sendSmsCode({ post } as unknown as Api, '+65', '91234567');
    expect(post).toHaveBeenCalledWith(
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+65', mobileNum: '91234567' },
      { alert: false },
    );
  });

  it("goes with an SMS login, else the merchant's own", () => {
    expect(loginRequest(fakePage().page, merchant, { ...bySms, countryDialingCode: '+65' }).body).toMatchObject({
      username: '6591234567',
      countryDialingCode: '+65',
    });
    expect(loginRequest(fakePage().page, merchant, bySms).body.countryDialingCode).toBe('+63');
  });

  it("goes with the mobile registration and a user name's optional number, else the merchant's own", () => {
    const page = fakePage().page;
    expect(registrationPayload(page, merchant, { ...byMobile, countryDialingCode: '+852' }, undefined)).toMatchObject({
      mobileNum: '91234567',
      countryDialingCode: '+852',
    });
    const byName = { mode: 'username', username: 'newplayer1', password: 'secret123', mobileNum: '91234567' } as const;
    expect(
      registrationPayload(page, merchant, { ...byName, agent: false, countryDialingCode: '+65' }, undefined),
    ).toMatchObject({ countryDialingCode: '+65' });
    expect(registrationPayload(page, merchant, byMobile, undefined).countryDialingCode).toBe('+63');
  });

  it('is not sent without a number', () => {
    const form: RegistrationForm = { mode: 'username', username: 'u1234', agent: false, countryDialingCode: '+65' };
    expect(registrationPayload(fakePage().page, merchant, form, undefined)).not.toHaveProperty('countryDialingCode');
  });
});
