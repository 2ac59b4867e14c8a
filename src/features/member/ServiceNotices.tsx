import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import type { ClientMerchant } from '../../config/client';
import { fetchServiceNotices } from './api';
import type { Translate } from '../../lib/i18n/translator';
import { apiClient } from '../../flows/session/page-client';
import type { ApiClient } from '../../lib/api/request';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
  /** The page's client unless a test passes its own. */
  api?: ApiClient;
}

/** The customer centre's notices to the member (CCSFE_getListAnnouncements), as text, under the inbox. */
export function ServiceNotices({ merchant, t, api }: Props) {
  const notices = useLoad(() => fetchServiceNotices(api ?? apiClient(merchant)), [merchant, api]);
  return (
    <section className="card" aria-labelledby="member-notices" data-testid="service-notices">
      <h2 className="card__title" id="member-notices">
        {t('member.serviceNotices')}
      </h2>
      <ListState
        load={notices}
        skeleton={<SkeletonLines count={2} label={t('common.loading')} />}
        isEmpty={(list) => list.length === 0}
        emptyText={t('member.noServiceNotices')}
        t={t}
      >
        {(list) => (
          <ul className="notice-list">
            {list.map((notice) => (
              <li className="notice" key={notice.id}>
                <h3 className="notice__title">{notice.title}</h3>
                {notice.content && <p className="notice__body">{notice.content}</p>}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
