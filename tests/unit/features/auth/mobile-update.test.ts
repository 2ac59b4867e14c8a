// UPDATEMOBILEICC3: the member's new mobile number, by SMS code, saved with WPSCORE_saveMemberInfoByAuthKey. The
// rules are the phone fields' own (SPEC 5 / docs/api.md); a refused save shows at the field it is about.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { mobileUpdateChange, mobileUpdateFieldOf, mobileUpdateProblems } from '@/features/auth/mobile-update';

const refused = (errorCode: string, message: string) =>
  new ApiError({ status: 400, errorCode, message, source: 'server' });

describe('the mobile number change (UPDATEMOBILEICC3)', () => {
  it('needs a number of 6-15 digits and the 6-digit code', () => {
    expect(mobileUpdateProblems({ mobileNum: '', smsCode: '' })).toEqual({
      mobileNum: 'auth.errors.required',
      smsCode: 'auth.errors.smsCode',
    });
    expect(mobileUpdateProblems({ mobileNum: '12345', smsCode: '12345' })).toEqual({
      mobileNum: 'auth.errors.mobile',
      smsCode: 'auth.errors.smsCode',
    });
    expect(mobileUpdateProblems({ mobileNum: '0912 345-678', smsCode: ' 123456 ' })).toEqual({});
    expect(mobileUpdateProblems({ mobileNum: '1'.repeat(16), smsCode: '12345a' })).toEqual({
      mobileNum: 'auth.errors.mobile',
      smsCode: 'auth.errors.smsCode',
    });
  });

  it('sends the chosen dialing code, the national number without its leading 0 and the trimmed code', () => {
    expect(mobileUpdateChange('+84', { mobileNum: '0912 345-678', smsCode: ' 123456 ' })).toEqual({
      countryDialingCode: '+84',
      mobileNum: '912345678',
      smsCode: '123456',
    });
  });

  it('shows a refused save at the field it is about, else at the form', () => {
    expect(mobileUpdateFieldOf(refused('sms.code.err', 'The SMS code is wrong or has expired.'))).toBe('smsCode');
    expect(mobileUpdateFieldOf(refused('register.mobile.exists', 'taken'))).toBe('mobileNum');
    expect(mobileUpdateFieldOf(refused('member.mobile.update.off', 'mobileNum: off'))).toBe('mobileNum');
    expect(mobileUpdateFieldOf(refused('bad.request', 'mobileNum: must be 6-15 digits'))).toBe('mobileNum');
    expect(mobileUpdateFieldOf(refused('bad.request', 'countryDialingCode: must be a dialing code'))).toBe('mobileNum');
    expect(mobileUpdateFieldOf(refused('bad.request', 'smsCode: is required'))).toBe('smsCode');
    expect(mobileUpdateFieldOf(refused('bad.request', 'body: must be an object'))).toBeUndefined();
    expect(mobileUpdateFieldOf(new ApiError({ status: 503, source: 'network' }))).toBeUndefined();
  });
});
