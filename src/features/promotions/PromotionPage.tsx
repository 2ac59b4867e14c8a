import { useEffect, useState } from 'react';
import { routePath } from '../../config/routes';
import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { fetchAnnouncements, type Announcement } from '../../lib/content/announcements';
import { apiClient } from '../../stores/api';
import { imageFormat } from '../../stores/image-format';
import { currentToken } from '../../stores/session';
import './promotions.css';
import { pageMerchant } from '../../stores/merchant';

const promotionUrl = (id: string) => `${routePath('activity')}?${new URLSearchParams({ id })}`;

/** A promotion, opened from a P banner as /m/activity?id= (SPEC 2); without an id (or an unknown one), the list. */
export default function PromotionPage() {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const [id, setId] = useState<string | null | undefined>(undefined);
  const [member, setMember] = useState(false);
  useEffect(() => {
    setId(new URLSearchParams(location.search).get('id'));
    setMember(Boolean(currentToken()));
  }, []);
  const promotions = useLoad(
    async () => fetchAnnouncements(apiClient(merchant), ['PROMOTION'], await imageFormat()),
    [merchant],
  );
  const skeleton = (
    <div className="card promotion" role="status" aria-label={t('common.loading')}>
      <div className="skeleton skeleton--banner" />
      <SkeletonLines count={4} label={t('common.loading')} />
    </div>
  );

  return (
    <ListState
      load={promotions}
      skeleton={skeleton}
      isEmpty={(list) => list.length === 0}
      emptyText={t('promotions.none')}
      errorText={t('status.loadError')}
      retryText={t('ui.retry')}
      onRetry={promotions.reload}
    >
      {(list) => {
        const promotion = id ? list.find((item) => item.id === id) : undefined;
        return (
          <>
            {id && !promotion && (
              <p className="card" role="alert">
                {t('promotions.notFound')}
              </p>
            )}
            {promotion && <PromotionDetail promotion={promotion} member={member} t={t} />}
            <section aria-labelledby="promotion-list">
              <h2 className="section-title" id="promotion-list">
                {promotion ? t('promotions.more') : t('promotions.title')}
              </h2>
              <ul className="promotion-list">
                {list
                  .filter((item) => item !== promotion)
                  .map((item) => (
                    <li key={item.id}>
                      <a className="promotion-card" href={promotionUrl(item.id)}>
                        {item.imageUrl && (
                          <img src={item.imageUrl} alt="" width="720" height="300" loading="lazy" decoding="async" />
                        )}
                        <span className="promotion-card__title">{item.title}</span>
                        {item.summary && <span className="promotion-card__summary">{item.summary}</span>}
                      </a>
                    </li>
                  ))}
              </ul>
            </section>
          </>
        );
      }}
    </ListState>
  );
}

function PromotionDetail({
  promotion,
  member,
  t,
}: {
  promotion: Announcement;
  member: boolean;
  t: (key: string) => string;
}) {
  return (
    <article className="card promotion" aria-labelledby="promotion-title" data-promotion-id={promotion.id}>
      {promotion.imageUrl && (
        <img className="promotion__image" src={promotion.imageUrl} alt="" width="720" height="300" />
      )}
      <div className="promotion__body">
        <h2 className="promotion__title" id="promotion-title">
          {promotion.title}
        </h2>
        {promotion.summary && <p className="promotion__summary">{promotion.summary}</p>}
        {promotion.content && <p>{promotion.content}</p>}
        {member ? (
          <a className="button button--block" href={routePath('member/home')}>
            {t('promotions.toMemberCentre')}
          </a>
        ) : (
          <a className="button button--block" href={routePath('register')}>
            {t('promotions.join')}
          </a>
        )}
      </div>
    </article>
  );
}
