import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { fetchAnnouncements } from '../../flows/content/api';
import { usePage } from '../../flows/session/usePage';
import './home.css';
import { pageMerchant } from '../../lib/page/page-merchant';

/** Announcements and news of the merchant (/m/news): the NEWS items, then the marquee notices. */
export default function NewsList() {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const page = usePage();
  const news = useLoad(() => fetchAnnouncements(page.api, ['NEWS', 'MARQUEE']), [page]);
  return (
    <section className="card" aria-labelledby="news-list">
      <h2 className="card__title" id="news-list">
        {t('home.announcements')}
      </h2>
      <ListState
        load={news}
        skeleton={<SkeletonLines count={6} label={t('common.loading')} />}
        isEmpty={(list) => list.length === 0}
        emptyText={t('home.noNews')}
        t={t}
      >
        {(list) => (
          <ul className="news-list">
            {[...list]
              .sort((a, b) => Number(a.type === 'MARQUEE') - Number(b.type === 'MARQUEE'))
              .map((item) => (
                <li className="news-item" key={item.id}>
                  <h3 className="news-item__title">{item.title}</h3>
                  {item.content && <p className="news-item__body">{item.content}</p>}
                </li>
              ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
