import { lazy, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { useStore } from '@nanostores/react';
import { useHydrated } from '../../components/useHydrated';
import { useT } from '../../components/useT';
import { LOGIN_PATH } from '../../config/routes';
import { $member, $session } from '../../stores/session';
import { pageMerchant } from '../../lib/page/page-merchant';
import { avatarInitial } from './avatar-initial';

// The menu and the logout load on the member's tap: no first visit needs them.
const AccountMenu = lazy(() => import('./AccountMenu'));

interface Props {
  /** The login page shows no login button. */
  onLoginPage: boolean;
}

/** The header's account control: "Log in" for guests; for members an avatar that opens the account menu. */
export default function AccountButton({ onLoginPage }: Props) {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const session = useStore($session);
  // A session from a token link has no name until the member info arrives.
  const member = useStore($member);
  // The server renders the guest state; the stored session is known only after hydration.
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);

  if (hydrated && session) {
    const name = session.userName ?? member?.userName ?? '';
    return (
      <>
        <button
          className="account"
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-label={t('account.menu', { name })}
          onClick={() => setMenuOpen(true)}
        >
          <span className="account__avatar" aria-hidden="true">
            {avatarInitial(name)}
          </span>
        </button>
        {menuOpen && (
          <LazyPart onError={() => setMenuOpen(false)}>
            <AccountMenu merchant={merchant} name={name} t={t} onClose={() => setMenuOpen(false)} />
          </LazyPart>
        )}
      </>
    );
  }
  return onLoginPage ? null : (
    <a className="app-header__action" href={LOGIN_PATH}>
      {t('nav.login')}
    </a>
  );
}
