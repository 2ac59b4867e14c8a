import { useEffect, useState } from 'react';
import { routePath } from '../../config/routes';
import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { fetchAnnouncements } from '../../flows/content/api';
import { type Announcement } from '../../lib/content/announcements';
import {
  CATEGORY_PARAM,
  chosenCategory,
  promotionsIn,
  type PromotionCategory,
} from '../../lib/content/promotion-categories';
import { fetchPromotionCategories } from './api';
import { pushPageQuery } from '../../lib/routing/page-query';
import { usePage } from '../../flows/session/usePage';
import { imageFormat } from '../../lib/media/image-format';
import { currentToken } from '../../stores/session';
import './promotions.css';
import type { PageEffects } from '../../flows/session/page-effects';
import { pageMerchant } from '../../lib/page/page-merchant';

const promotionUrl = (id: string) => `${routePath('activity')}?${new URLSearchParams({ id })}`;

const readCategory = (page: PageEffects) => new URLSearchParams(page.location.search).get(CATEGORY_PARAM);

/**
 * A promotion, opened from a P banner as /m/activity?id= (SPEC 2); without an id (or an unknown one), the list,
 * filtered by the operator's promotion categories (?category=).
 */
export default function PromotionPage() {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const [id, setId] = useState<string | null | undefined>(undefined);
  const [category, setCategory] = useState<string | null>(null);
  const [member, setMember] = useState(false);
  useEffect(() => {
    setId(new URLSearchParams(page.location.search).get('id'));
    setCategory(readCategory(page));
    setMember(Boolean(currentToken()));
    // Back and forward step through the categories chosen on this page (pushed below) without a reload.
    const onPopState = () => setCategory(readCategory(page));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [page]);
  const promotions = useLoad(async () => {
    const { api } = page;
    // One wait for both, so the filter row never pushes the list down; a failed category call only hides it.
    const categories = fetchPromotionCategories(api).catch(() => []);
    const list = await fetchAnnouncements(api, ['PROMOTION'], await imageFormat());
    return { list, categories: await categories };
  }, [page]);
  const choose = (next: string | undefined) => {
    setCategory(next ?? null);
    pushPageQuery(CATEGORY_PARAM, next, page.location);
  };
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
      isEmpty={({ list }) => list.length === 0}
      emptyText={t('promotions.none')}
      t={t}
    >
      {({ list, categories }) => {
        const promotion = id ? list.find((item) => item.id === id) : undefined;
        const chosen = chosenCategory(categories, category);
        const shown = promotionsIn(list, chosen).filter((item) => item !== promotion);
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
              {categories.length > 0 && (
                <CategoryFilter categories={categories} chosen={chosen} onChoose={choose} t={t} />
              )}
              {chosen !== undefined && shown.length === 0 && <p className="muted">{t('promotions.noneInCategory')}</p>}
              <ul className="promotion-list">
                {shown.map((item) => (
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

/** "All", then each category by the operator's name for it: the chosen one is pressed. */
function CategoryFilter({
  categories,
  chosen,
  onChoose,
  t,
}: {
  categories: readonly PromotionCategory[];
  chosen: string | undefined;
  onChoose: (category: string | undefined) => void;
  t: (key: string) => string;
}) {
  const chip = (key: string, label: string, category: string | undefined) => (
    <button
      key={key}
      type="button"
      className="chip promotion-filter__chip"
      aria-pressed={chosen === category}
      onClick={() => onChoose(category)}
    >
      {label}
    </button>
  );
  return (
    <div className="chips" role="group" aria-label={t('promotions.categories')}>
      {chip('', t('promotions.categoryAll'), undefined)}
      {categories.map((category) => chip(category.id, category.name, category.id))}
    </div>
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
