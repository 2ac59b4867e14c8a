import { useStore } from '@nanostores/react';
import { useHydrated } from '../../components/useHydrated';
import { useT } from '../../components/useT';
import { LOGIN_PATH } from '../../config/routes';
import { $member, $session } from '../../stores/session';
import { logOut } from '../../flows/sign-in/logout';
import { pageMerchant } from '../../stores/merchant';

interface Props {
  /** The login page shows no login button. */
  onLoginPage: boolean;
}

/** The header's account control: "Log in" for guests; the member's name and "Log out" for members. */
export default function AccountButton({ onLoginPage }: Props) {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const session = useStore($session);
  // A session from a token link has no name until the member info arrives.
  const member = useStore($member);
  // The server renders the guest state; the stored session is known only after hydration.
  const hydrated = useHydrated();

  if (hydrated && session) {
    return (
      <div className="account">
        <span className="account__name">{session.userName ?? member?.userName}</span>
        <button className="app-header__action" type="button" onClick={() => void logOut(merchant)}>
          {t('nav.logout')}
        </button>
      </div>
    );
  }
  return onLoginPage ? null : (
    <a className="app-header__action" href={LOGIN_PATH}>
      {t('nav.login')}
    </a>
  );
}
