import { useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import type { LanguageCode } from '../../config/languages';
import { routePath } from '../../config/routes';
import { fetchAvailablePromotions } from '../../flows/content/api';
import { formatNumber } from '../../lib/format/intl';
import type { Translate } from '../../lib/i18n/translator';
import { usePage } from '../../flows/session/usePage';
import { claimableRewards } from './rewards';

interface Props {
  language: LanguageCode;
  t: Translate;
  onClose: () => void;
}

/** The rewards centre: the member's enabled promotions with their counts, each linked to where it is claimed. */
export default function RewardsDialog({ language, t, onClose }: Props) {
  const titleId = useId();
  const page = usePage();
  const rewards = useLoad(async () => claimableRewards(await fetchAvailablePromotions(page.api, true)), [page]);
  return (
    <Dialog titleId={titleId} title={t('member.rewards')} onClose={onClose} closeLabel={t('common.close')}>
      <ListState
        load={rewards}
        skeleton={<SkeletonLines count={2} label={t('common.loading')} />}
        isEmpty={(list) => list.length === 0}
        emptyText={t('member.rewardsNone')}
        t={t}
      >
        {(list) => (
          <ul className="link-list" data-testid="rewards">
            {list.map((reward) => (
              <li key={reward.type}>
                <a className="reward" href={reward.href} data-reward={reward.type}>
                  <span className="member-entry__text">
                    <strong>{t(`member.rewardTypes.${reward.type}`)}</strong>
                    <span className="muted">{t(`member.rewardClaim.${reward.type}`)}</span>
                  </span>
                  {reward.count > 0 && (
                    <span className="count-badge" data-testid="reward-count">
                      <span aria-hidden="true">{formatNumber(reward.count, language)}</span>
                      <span className="visually-hidden">{t('member.rewardCount', { count: reward.count })}</span>
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <a className="link-more" href={routePath('activity')}>
        {t('promotions.all')}
      </a>
    </Dialog>
  );
}
