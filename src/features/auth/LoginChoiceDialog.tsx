import { Dialog } from '../../components/Dialog';
import type { Translate } from '../../lib/i18n/translator';

interface Props {
  t: Translate;
  /** The explanation; by default "we could not find this account". */
  message?: string | undefined;
  /** "Register a new account": a link (the register form) or an action; absent when not offered (SPEC 4). */
  register?: { href: string } | { onClick: () => void } | undefined;
  onLogin: () => void;
}

/** SPEC 2 "Login-choice confirm dialog": log in to an existing account, or register a new one. */
export function LoginChoiceDialog({ t, message, register, onLogin }: Props) {
  return (
    <Dialog titleId="choice-title" title={t('auth.choice.title')} onClose={onLogin} closeLabel={t('status.close')}>
      <p>{message ?? t('auth.choice.message')}</p>
      <div className="dialog__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus to its first action (WAI-ARIA dialog pattern) */}
        <button className="button" type="button" onClick={onLogin} autoFocus>
          {t('auth.choice.login')}
        </button>
        {register &&
          ('href' in register ? (
            <a className="button button--ghost" href={register.href}>
              {t('auth.choice.register')}
            </a>
          ) : (
            <button className="button button--ghost" type="button" onClick={register.onClick}>
              {t('auth.choice.register')}
            </button>
          ))}
      </div>
    </Dialog>
  );
}
