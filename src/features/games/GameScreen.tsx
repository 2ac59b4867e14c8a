import type { ClientMerchant } from '../../config/client';
import { SkeletonTiles } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** The game screen: every vendor lane, trial play and launch (SPEC 4 "Game launch"). */
export default function GameScreen({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <section aria-labelledby="game-lanes">
      <h2 className="section-title" id="game-lanes">{t('games.allGames')}</h2>
      <SkeletonTiles count={9} label={t('common.loading')} />
    </section>
  );
}
