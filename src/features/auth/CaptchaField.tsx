import type { Translate } from '../../lib/i18n/translator';
import type { CaptchaState } from './useCaptcha';

interface Props {
  id: string;
  captcha: CaptchaState;
  t: Translate;
}

/** The sandbox captcha: the player types the characters shown; a new challenge on demand. */
export function CaptchaField({ id, captcha, t }: Props) {
  if (!captcha.required) return null;
  // The vendor's captcha opens on submit; only its messages show here.
  if (captcha.vendor)
    return captcha.problem ? (
      <p className="field__error" role="alert">
        {t(captcha.problem)}
      </p>
    ) : null;
  const puzzle = captcha.challenge?.puzzle;
  return (
    <div className="field captcha">
      <label htmlFor={id}>{t('auth.captcha.label')}</label>
      <div className="captcha__row">
        <span className="captcha__characters" aria-live="polite" data-testid="captcha-characters">
          {captcha.loading ? t('common.loading') : (puzzle?.characters ?? '')}
        </span>
        <button className="button button--ghost captcha__reload" type="button" onClick={() => void captcha.reload()}>
          {t('auth.captcha.reload')}
        </button>
      </div>
      <input
        id={id}
        dir="ltr"
        value={captcha.answer}
        onChange={(event) => captcha.setAnswer(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(captcha.problem)}
      />
      <span className="field__hint" id={`${id}-hint`}>
        {puzzle?.prompt ? t('auth.captcha.prompt') : ''}
      </span>
      {captcha.problem && (
        <span className="field__error" role="alert">
          {t(captcha.problem)}
        </span>
      )}
    </div>
  );
}
