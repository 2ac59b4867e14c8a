// UPDATEMOBILEICC3 (SPEC 3): a member's new mobile number, proved by an SMS code, saved with
// WPSCORE_saveMemberInfoByAuthKey. The form's rules are the phone fields' own (validation.ts).
import type { ApiError } from '../../lib/api/api-error';
import * as rules from './validation';

// A type, not an interface: the form's fields (useFormFields) are a record of strings.
export type MobileUpdateForm = { mobileNum: string; smsCode: string };
export type MobileUpdateField = keyof MobileUpdateForm;

/** The problems of the form as translation keys by field; empty when it may be sent. */
export const mobileUpdateProblems = (form: MobileUpdateForm) =>
  rules.collect<MobileUpdateField>({
    mobileNum: rules.mobileNumber(form.mobileNum),
    smsCode: rules.smsCode(form.smsCode),
  });

/** What the save sends: the national number without its leading 0, the code trimmed. */
export const mobileUpdateChange = (countryDialingCode: string, form: MobileUpdateForm) => ({
  countryDialingCode,
  mobileNum: rules.nationalNumber(form.mobileNum),
  smsCode: form.smsCode.trim(),
});

/** errorCodes of the save (docs/api.md) by the field they are about. */
const FIELD_OF_CODE: Readonly<Record<string, MobileUpdateField>> = {
  'sms.code.err': 'smsCode',
  'register.mobile.exists': 'mobileNum',
  'member.mobile.update.off': 'mobileNum',
};

/** The field a refused save is shown at: by its errorCode, or the field a bad.request names; else the form's. */
export function mobileUpdateFieldOf(error: ApiError): MobileUpdateField | undefined {
  const byCode = error.errorCode === undefined ? undefined : FIELD_OF_CODE[error.errorCode];
  if (byCode) return byCode;
  const named = /^(\w+):/.exec(error.serverMessage ?? '')?.[1];
  if (named === 'smsCode') return 'smsCode';
  return named === 'mobileNum' || named === 'countryDialingCode' ? 'mobileNum' : undefined;
}
