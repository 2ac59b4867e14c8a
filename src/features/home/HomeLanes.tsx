import { GameLane, GameLaneSkeleton } from '../../flows/games/GameLane';
import { ListState } from '../../components/ListState';
import { useLoad } from '../../components/useLoad';
import { sortLanes } from '../../flows/games/category-ordinals';
import type { Lane } from '../../flows/games/api';
import type { Translate } from '../../lib/i18n/translator';
import { usePage } from '../../flows/session/usePage';
import { homeLanes, homeSource } from './home-requests';

interface Props {
  t: Translate;
  /** The lanes the build rendered (issue 43), shown until the live ones replace them. */
  initial?: Lane[] | undefined;
}

/** Game lanes by vendor and category, in the order of the category ordinals (SPEC 9), with game counts. */
export function HomeLanes({ t, initial }: Props) {
  const page = usePage();
  const lanes = useLoad(
    async () => sortLanes(await homeLanes.take(homeSource(page))),
    [page],
    initial && sortLanes(initial),
  );
  return (
    <section className="home-section" aria-labelledby="home-lanes">
      <h2 className="section-title" id="home-lanes">
        {t('home.lanes')}
      </h2>
      <ListState
        load={lanes}
        skeleton={
          <>
            <GameLaneSkeleton label={t('common.loading')} />
            <GameLaneSkeleton label={t('common.loading')} />
          </>
        }
        isEmpty={(list) => list.length === 0}
        emptyText={t('home.noLanes')}
        t={t}
      >
        {(list) => (
          <div data-testid="home-lanes">
            {list.map((lane) => (
              <GameLane key={lane.category} lane={lane} t={t} headingLevel={3} />
            ))}
          </div>
        )}
      </ListState>
    </section>
  );
}
