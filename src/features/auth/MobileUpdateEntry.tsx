import { useStore } from '@nanostores/react';
import { lazy, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { useFlags } from '../../components/useFlags';
import { useHydrated } from '../../components/useHydrated';
import { useT } from '../../components/useT';
import { pageMerchant } from '../../lib/page/page-merchant';
import { $member } from '../../stores/session';

// The form loads on the member's tap: the member centre's first view does not need it.
const MobileUpdateDialog = lazy(() => import('./MobileUpdateDialog'));

/** The member centre's mobile number, and its change by SMS code when UPDATEMOBILEICC3 is on (no entry when off). */
export default function MobileUpdateEntry() {
  const merchant = pageMerchant();
  const flags = useFlags();
  const t = useT(merchant.language);
  const hydrated = useHydrated();
  const member = useStore($member);
  const [open, setOpen] = useState(false);
  const [updated, setUpdated] = useState(false);
  if (!flags.UPDATEMOBILEICC3) return null;
  // The member info arrives after hydration: the server's HTML and the first render show no number.
  const number = hydrated && member?.mobileNum ? `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim() : '';
  return (
    <section className="card" aria-labelledby="member-mobile">
      <h2 className="card__title" id="member-mobile">
        {t('account.mobile.title')}
      </h2>
      <p data-testid="member-mobile">
        {/* A number reads left to right in every language. */}
        {number ? <bdi dir="ltr">{number}</bdi> : hydrated && member ? t('account.mobile.none') : ''}
      </p>
      <button
        className="button button--ghost"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        disabled={!hydrated}
        data-testid="mobile-update-entry"
      >
        {t('account.mobile.change')}
      </button>
      <p className="field__hint" role="status">
        {updated ? t('account.mobile.updated') : ''}
      </p>
      {open && (
        <LazyPart onError={() => setOpen(false)}>
          <MobileUpdateDialog
            merchant={merchant}
            t={t}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              setUpdated(true);
            }}
          />
        </LazyPart>
      )}
    </section>
  );
}
