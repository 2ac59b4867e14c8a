import { lazy, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import type { LanguageCode } from '../../config/languages';
import type { Translate } from '../../lib/i18n/translator';
import { EntryContent } from './EntryContent';

// The rewards list loads on the member's tap: the member centre's first view does not need it.
const RewardsDialog = lazy(() => import('./RewardsDialog'));

interface Props {
  language: LanguageCode;
  t: Translate;
}

/** The rewards-centre entry of the member centre (flag REWCEN3): opens the rewards the member can claim. */
export function RewardsEntry({ language, t }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        className="member-entry"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="rewards-entry"
      >
        <EntryContent
          icon="M20 6h-2.2c.1-.3.2-.6.2-1a3 3 0 0 0-5.5-1.6L12 4l-.5-.7A3 3 0 0 0 6 5c0 .4.1.7.2 1H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm-5-2a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM9 4a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm11 15H4v-2h16zm0-5H4V8h5.1L7 10.8 8.6 12 12 7.4l3.4 4.6 1.6-1.2L14.9 8H20z"
          title={t('member.rewards')}
          hint={t('member.rewardsHint')}
        />
      </button>
      {open && (
        <LazyPart onError={() => setOpen(false)}>
          <RewardsDialog language={language} t={t} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
