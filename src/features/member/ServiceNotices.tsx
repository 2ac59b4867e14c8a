import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import { fetchServiceNotices } from './api';
import type { Translate } from '../../lib/i18n/translator';
import { usePage } from '../../flows/session/usePage';

interface Props {
  t: Translate;
}

/** The customer centre's notices to the member (CCSFE_getListAnnouncements), as text, under the inbox. */
export function ServiceNotices({ t }: Props) {
  const page = usePage();
  const notices = useLoad(() => fetchServiceNotices(page.api), [page]);
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
