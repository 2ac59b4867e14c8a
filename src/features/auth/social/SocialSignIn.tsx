import type { ClientMerchant } from '../../../config/client';
import { routePath } from '../../../config/routes';
import { FormError } from '../../../components/FormError';
import { useFlags } from '../../../components/useFlags';
import type { Translate } from '../../../lib/i18n/translator';
import { usePage } from '../../../flows/session/usePage';
import type { SocialIdentity } from '../../../lib/social/identity';
import { LoginChoiceDialog } from '../LoginChoiceDialog';
import { enabledProviders, PROVIDER_NAMES } from './sign-in-providers';
import type { SocialState } from './useSocialSignIn';

interface Props {
  social: SocialState;
  merchant: ClientMerchant;
  t: Translate;
  page: 'login' | 'register';
  disabled: boolean;
}

const identityName = (identity: SocialIdentity) =>
  identity.provider === 'firebase'
    ? identity.channel === 'phone'
      ? 'SMS'
      : PROVIDER_NAMES[identity.channel]
    : PROVIDER_NAMES[identity.provider];

/** The identity waiting to be bound, at the top of the form that will bind it. */
export function PendingIdentityNotice({ social, t, page }: Pick<Props, 'social' | 't' | 'page'>) {
  if (!social.pending) return null;
  return (
    <p className="prompt" role="status">
      {t(page === 'login' ? 'social.linkByLogin' : 'social.linkByRegister', { provider: identityName(social.pending) })}{' '}
      <button className="text-button" type="button" onClick={social.forget}>
        {t('social.forget')}
      </button>
    </p>
  );
}

/** SPEC 4 "Social sign-in": the merchant's providers under the form, and the choice for an unbound identity. */
export function SocialSignIn({ social, merchant, t, page, disabled }: Props) {
  const providers = enabledProviders({ social: merchant.social, flags: useFlags() });
  // `page` names the form this sits under; the page's effects are `here`.
  const here = usePage();
  const name = social.pending && identityName(social.pending);
  return (
    <>
      {providers.length > 0 && (
        <section className="card social" aria-labelledby={`${page}-social-title`}>
          <h2 className="social__title" id={`${page}-social-title`}>
            {t('social.title')}
          </h2>
          <FormError message={social.error} />
          <div className="social__buttons">
            {providers.map((provider) => (
              <button
                key={provider}
                className={`button button--ghost social__button social__button--${provider}`}
                type="button"
                disabled={disabled || social.busy}
                onPointerDown={() => social.warm(provider)}
                onFocus={() => social.warm(provider)}
                onClick={() => social.start(provider)}
              >
                {PROVIDER_NAMES[provider]}
              </button>
            ))}
          </div>
        </section>
      )}
      {social.choice && (
        <LoginChoiceDialog
          t={t}
          message={t('social.choice', { provider: name })}
          onLogin={() => (page === 'login' ? social.closeChoice() : here.location.assign(routePath('login')))}
          register={
            social.choice.register === 'direct'
              ? { onClick: social.registerDirectly }
              : social.choice.register === 'form'
                ? page === 'register'
                  ? { onClick: social.closeChoice }
                  : { href: routePath('register') }
                : undefined
          }
        />
      )}
    </>
  );
}
