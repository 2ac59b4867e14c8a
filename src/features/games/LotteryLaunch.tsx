import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { GetTheAppLink, LaunchStatus } from '../../flows/games/LaunchStatus';
import { useT } from '../../components/useT';
import { safeGoTarget } from '../../lib/routing/go-target';
import { HOME_PATH } from '../../config/routes';
import { loginUrlFor } from '../../lib/routing/navigation';
import { launchGame } from '../../flows/games/launcher';
import { GAME_PARAM } from '../../flows/games/launch-rules';
import { pageWithQuery } from '../../lib/routing/page-query';
import { $gameLaunch, refusedOutsideApp } from '../../flows/games/launch-state';
import { $language } from '../../stores/language';
import { loadMemberInfo } from '../../flows/session/member-info';
import { currentToken } from '../../stores/session';
import { lotteryLaunchQuery, lotteryView } from './lottery-query';
import './games.css';
import { pageMerchant } from '../../lib/page/page-merchant';
import { usePage } from '../../flows/session/usePage';

/** Lottery launch (SPEC 2 /m/launchGame): members only; the lobby when code is 'lobby', else the betting view. */
export default function LotteryLaunch() {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const launch = useStore($gameLaunch);
  const [back, setBack] = useState(HOME_PATH);
  const [view, setView] = useState<'lobby' | 'betting' | undefined>(undefined);
  // A refusal outside the app stays true for this page: after its dialog closes, the card offers the app.
  const [refused, setRefused] = useState(false);

  const start = async () => {
    const search = new URLSearchParams(page.location.search);
    // SPEC 4: lottery launch requires a session, else /m/login (the page guard does it first; this is the backstop).
    if (!currentToken()) {
      page.location.replace(loginUrlFor(page.location));
      return;
    }
    const member = await loadMemberInfo(merchant).catch(() => undefined);
    const query = lotteryLaunchQuery(search, {
      language: $language.get() ?? merchant.language,
      title: merchant.name,
      labelName: member?.clubLabel?.labelName,
    });
    const outcome = await launchGame(merchant, {
      kind: 'lottery',
      query,
      name: t(query.lottoView === 'lobby' ? 'games.lotteryLobby' : 'games.lottery'),
    });
    if (outcome?.type === 'blocked') setRefused(true);
  };

  useEffect(() => {
    const search = new URLSearchParams(page.location.search);
    setBack(safeGoTarget(search.get('backUrl')) ?? HOME_PATH);
    setView(lotteryView(search.get('code')?.trim() || 'lobby', search.get('lottoView')));
    // A reload of the lottery's frame entry (?game=) shows this card: the player starts it again, not a reload.
    if (search.has(GAME_PARAM)) {
      history.replaceState(null, '', pageWithQuery(page.location, GAME_PARAM, undefined));
      return;
    }
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the launch runs once, when the page opens
  }, []);

  return (
    <section className="card lottery-launch" aria-live="polite">
      <p>{view === 'lobby' ? t('games.openingLobby') : t('games.launching')}</p>
      {launch.status === 'launching' || view === undefined ? (
        <div className="skeleton skeleton--line" role="status" aria-label={t('common.loading')} />
      ) : (
        <div className="stat-row">
          <a className="button button--ghost" href={back}>
            {t('status.back')}
          </a>
          {refused || refusedOutsideApp(launch) ? (
            <GetTheAppLink merchant={merchant} t={t} />
          ) : (
            <button className="button" type="button" onClick={() => void start()}>
              {t('ui.retry')}
            </button>
          )}
        </div>
      )}
      <LaunchStatus merchant={merchant} t={t} />
    </section>
  );
}
