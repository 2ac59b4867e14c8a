import type { ReactNode } from 'react';
import { ListState } from '../../components/ListState';
import { useLoad } from '../../components/useLoad';
import { useLanguage } from '../../components/useT';
import type { ClientMerchant } from '../../config/client';
import { formatMoney, formatNumber } from '../../lib/format/intl';
import type { Translate } from '../../lib/i18n/translator';
import { usePage } from '../../flows/session/usePage';
import { fetchWinners } from './api';

interface Props {
  merchant: ClientMerchant;
  skeleton: ReactNode;
  t: Translate;
}

/** The rank list: place, the winner's masked name, the game and the win in the merchant's currency. */
export default function RankList({ merchant, skeleton, t }: Props) {
  const language = useLanguage(merchant.language);
  const page = usePage();
  const winners = useLoad(() => fetchWinners(page.api), [page]);
  return (
    <ListState
      load={winners}
      skeleton={skeleton}
      isEmpty={(list) => list.length === 0}
      emptyText={t('home.noWinners')}
      t={t}
    >
      {(list) => (
        <ol className="winners" data-testid="top-winners">
          {list.map((winner) => (
            <li key={winner.rank} className="winner">
              <span className="winner__rank" aria-hidden="true">
                {formatNumber(winner.rank, language)}
              </span>
              <span className="winner__who">
                <span className="winner__name">{winner.userName}</span>
                {winner.gameName && <span className="winner__game">{winner.gameName}</span>}
              </span>
              <span className="winner__amount">{formatMoney(winner.amount, language, merchant.currency)}</span>
            </li>
          ))}
        </ol>
      )}
    </ListState>
  );
}
