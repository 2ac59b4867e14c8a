import type { ClientMerchant } from '../../config/client';
import type { Translate } from '../../lib/i18n/translator';
import { EntryContent } from './EntryContent';
import { useReferral } from './useReferral';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
}

/** The invite-friends / referral entry of the member centre (SPEC 4 "Referral entry"). */
export function ReferralEntry({ merchant, t }: Props) {
  const referral = useReferral(merchant);
  return (
    <button
      className="member-entry"
      type="button"
      data-testid="referral-entry"
      data-action={referral.action ?? ''}
      disabled={!referral.action}
      aria-busy={!referral.action}
      onClick={() => void referral.run()}
    >
      <EntryContent
        icon="M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z"
        title={t(referral.action === 'agentRegister' ? 'member.agentEntry' : 'member.invite')}
        hint={t(referral.action === 'agentRegister' ? 'member.agentEntryHint' : 'member.inviteHint')}
      />
    </button>
  );
}
