import { useStore } from '@nanostores/react';
import { lazy, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import type { ClientMerchant } from '../../config/client';
import type { Translate } from '../../lib/i18n/translator';
import { shownProfileIcon } from '../../lib/member/profile-icon';
import type { MemberInfo } from '../../lib/session/session-info';
import { $member } from '../../stores/session';
import { ProfileIcon } from './ProfileIcon';

// The icon picker loads on the member's tap: the member centre's first view does not need it.
const ProfileIconDialog = lazy(() => import('./ProfileIconDialog'));

interface Props {
  merchant: ClientMerchant;
  /** The member info the header was loaded with; a save since then shows through $member. */
  member: MemberInfo;
  t: Translate;
}

/** The member centre header's picture: the chosen profile icon, else the name's initial; a tap changes it. */
export function MemberAvatar({ merchant, member, t }: Props) {
  const [open, setOpen] = useState(false);
  const shown = useStore($member) ?? member;
  const icon = shownProfileIcon(shown.profileIcon, merchant.profileIconCount);
  return (
    <>
      <button
        className="member-profile__avatar"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('member.profileIcon.change')}
        onClick={() => setOpen(true)}
        data-testid="profile-icon-button"
      >
        {icon ? (
          <ProfileIcon icon={icon} className="member-profile__icon" />
        ) : (
          <span aria-hidden="true">{(shown.customerName || shown.userName || '?').charAt(0).toUpperCase()}</span>
        )}
      </button>
      {open && (
        <LazyPart onError={() => setOpen(false)}>
          <ProfileIconDialog merchant={merchant} current={icon} t={t} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
