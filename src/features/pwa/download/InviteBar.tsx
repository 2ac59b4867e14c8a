import { routePath } from '../../../config/routes';
import type { Translate } from '../../../lib/i18n/translator';
import { iconUrl } from '../../../lib/pwa/manifest';
import { withPreservedQuery } from '../../../lib/routing/navigation';
import { usePage } from '../../../flows/session/usePage';
import { AppIcon } from './AppIcon';
import { Rating } from './Rating';

interface Props {
  /** The app's name, as the download bar's title names it. */
  name: string;
  t: Translate;
  icon: string;
  /** The link's referral code (lib/pwa/invite-bar.ts inviteCode). */
  referralCode: string;
  onClose: () => void;
}

/** Registration with the code; startup-params stores it as reg_info, which fills the referral field (SPEC 3). */
const joinPath = (referralCode: string) => `${routePath('register')}?${new URLSearchParams({ referralCode })}`;

/**
 * SPEC 4 "The top bar also serves as an invite bar": the download bar's layout inviting a guest who came by a
 * referral link to join. A chunk of its own, loaded for such a guest only (first-visit budget).
 */
export default function InviteBar({ name, t, icon, referralCode, onClose }: Props) {
  const page = usePage();
  return (
    <aside className="download-bar" aria-label={t('pwa.invite.barLabel')}>
      <button className="download-bar__close" type="button" onClick={onClose} aria-label={t('pwa.invite.closeBar')}>
        <span aria-hidden="true">×</span>
      </button>
      <AppIcon className="download-bar__icon" src={icon} fallback={iconUrl(192)} size={40} />
      <div className="download-bar__text">
        <p className="download-bar__title">{t('pwa.invite.title', { name })}</p>
        <Rating label={t('pwa.install.rating', { score: '5.0' })} />
      </div>
      <a className="download-bar__download" href={withPreservedQuery(joinPath(referralCode), page.location.search)}>
        {t('pwa.invite.join')}
      </a>
    </aside>
  );
}
