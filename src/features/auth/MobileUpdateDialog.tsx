import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { useFormFields } from '../../components/useFormFields';
import type { ClientMerchant } from '../../config/client';
import { failureMessage } from '../../flows/sign-in/login';
import { saveMemberInfo } from '../../flows/session/save-member-info';
import { usePage } from '../../flows/session/usePage';
import { isApiError } from '../../lib/api/api-error';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import type { Translate } from '../../lib/i18n/translator';
import { CaptchaField } from './CaptchaField';
import { DialingCodePick } from './DialingCodePick';
import {
  mobileUpdateChange,
  mobileUpdateFieldOf,
  mobileUpdateProblems,
  type MobileUpdateField,
  type MobileUpdateForm,
} from './mobile-update';
import { requestSmsCode } from './sms-code';
import { SmsCodeButton } from './SmsCodeButton';
import { useCaptcha } from './useCaptcha';
import { useCountryChoice } from './useCountryChoice';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: MobileUpdateForm = { mobileNum: '', smsCode: '' };

/**
 * UPDATEMOBILEICC3: the member picks the dialing code, enters the new number, has an SMS code sent to it (with the
 * merchant's SMS captcha), and saves the number with the code. Every problem shows as text at its field.
 */
export default function MobileUpdateDialog({ merchant, t, onClose, onSaved }: Props) {
  const titleId = useId();
  const { api } = usePage();
  const country = useCountryChoice(api, merchant);
  const captcha = useCaptcha(merchant, ['sms']);
  const fields = useFormFields(EMPTY);
  // Already translated: a field's rule (a key) or the server's words about it.
  const [messages, setMessages] = useState<Partial<Record<MobileUpdateField, string>>>({});
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const sendCode = () =>
    requestSmsCode({
      api,
      countryDialingCode: country.dialingCode,
      mobileNum: fields.values.mobileNum,
      captcha,
      t,
      onProblem: (problem) => setMessages(problem ? { mobileNum: t(problem) } : {}),
      onError: (message) => setMessages({ mobileNum: message }),
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = mobileUpdateProblems(fields.values);
    setMessages(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
    setError(undefined);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await saveMemberInfo(merchant, mobileUpdateChange(country.dialingCode, fields.values));
      onSaved();
    } catch (caught) {
      const message = isApiError(caught) ? failureMessage(caught, t) : t(UNKNOWN_ERROR_KEY);
      const field = isApiError(caught) ? mobileUpdateFieldOf(caught) : undefined;
      if (field) setMessages({ [field]: message });
      else setError(message);
      setSaving(false);
    }
  };

  return (
    <Dialog titleId={titleId} title={t('account.mobile.change')} onClose={onClose} closeLabel={t('common.close')}>
      <form ref={fields.ref} onSubmit={(event) => void save(event)} noValidate data-testid="mobile-update">
        <FormError message={error} />
        <Field
          id="mobile-update-number"
          dir="ltr"
          label={t('account.mobile.new')}
          prefix={country.dialingCode}
          prefixPicker={
            country.countries.length > 1 && <DialingCodePick id="mobile-update-country" pick={country} t={t} />
          }
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          error={messages.mobileNum}
          {...fields.bind('mobileNum')}
        />
        <CaptchaField id="mobile-update-captcha" captcha={captcha} t={t} />
        <Field
          id="mobile-update-code"
          dir="ltr"
          label={t('auth.fields.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={messages.smsCode}
          {...fields.bind('smsCode')}
          action={<SmsCodeButton t={t} send={sendCode} />}
        />
        <div className="dialog__actions">
          <button className="button button--block" type="submit" disabled={saving}>
            {t(saving ? 'account.mobile.saving' : 'account.mobile.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
