import { Dialog } from '../../components/Dialog';
import type { Translate } from '../../lib/i18n/translator';

interface Props {
  t: Translate;
  /** Where "register a new account" goes (the register form, with what the player typed). */
  registerHref: string;
  onLogin: () => void;
}

/** SPEC 2 "Login-choice confirm dialog": log in to an existing account, or register a new one. */
export function LoginChoiceDialog({ t, registerHref, onLogin }: Props) {
  return (
    <Dialog titleId="choice-title" title={t('auth.choice.title')} onClose={onLogin} closeLabel={t('status.close')}>
      <p>{t('auth.choice.message')}</p>
      <div className="dialog__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus to its first action (WAI-ARIA dialog pattern) */}
        <button className="button" type="button" onClick={onLogin} autoFocus>
          {t('auth.choice.login')}
        </button>
        <a className="button button--ghost" href={registerHref}>
          {t('auth.choice.register')}
        </a>
      </div>
    </Dialog>
  );
}
