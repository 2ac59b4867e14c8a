import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { isolate } from '../../lib/i18n/bidi';
import type { Translate } from '../../lib/i18n/translator';
import type { VerificationDetails } from '../../flows/sign-in/api';
import type { VerificationKind } from '../../flows/sign-in/login';

/** Why a verification did not log in: the codes that were wrong, or a message for the whole form. */
export interface VerifyFailure {
  wrong?: VerificationKind[];
  message?: string | undefined;
}

interface Props {
  t: Translate;
  details: VerificationDetails;
  /** Sends the codes; resolves to what failed, or undefined when the login went on. */
  verify: (codes: Record<string, string>) => Promise<VerifyFailure | undefined>;
  onClose: () => void;
}

/** SPEC 4: the login-verify dialog asks for exactly the codes the login response lists; a wrong one says so on its field. */
export function VerifyLoginDialog({ t, details, verify, onClose }: Props) {
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [wrong, setWrong] = useState<VerificationKind[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWrong([]);
    if (details.required.some((kind) => !codes[kind]?.trim())) {
      setError(t('auth.errors.codes'));
      return;
    }
    setBusy(true);
    const failure = await verify(codes);
    setError(failure?.message);
    setWrong(failure?.wrong ?? []);
    setBusy(false);
  };

  const sentTo = (kind: string) => (kind === 'email' ? details.email : kind === 'sms' ? details.mobileNum : undefined);
  return (
    <Dialog titleId="verify-title" title={t('auth.verify.title')} onClose={onClose} closeLabel={t('status.close')}>
      <p>{t('auth.verify.intro')}</p>
      <form method="post" onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={error} />
        {details.required.map((kind) => (
          <Field
            key={kind}
            id={`verify-${kind}`}
            label={t(`auth.verify.${kind}`)}
            hint={sentTo(kind) ? t('auth.verify.sentTo', { to: isolate(sentTo(kind) ?? '') }) : undefined}
            error={wrong.includes(kind) ? t('auth.verify.wrongCode') : undefined}
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={codes[kind] ?? ''}
            onChange={(event) => {
              setCodes({ ...codes, [kind]: event.target.value });
              // A code typed again is no longer the one the server refused.
              setWrong(wrong.filter((other) => other !== kind));
            }}
          />
        ))}
        <button className="button button--block" type="submit" disabled={busy}>
          {t('auth.verify.submit')}
        </button>
      </form>
    </Dialog>
  );
}
