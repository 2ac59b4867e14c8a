// Takes a merchant's game snapshot (src/build/game-snapshot.ts) through the app's own list calls: the lanes,
// the hot games and each lane's first page of games, as the home and the category pages ask for them.
import { GAME_SNAPSHOT_LIST_SIZE, type GameSnapshot } from '../../src/build/game-snapshot';
import { fetchGames, fetchHotGames, fetchLanes } from '../../src/flows/games/api';
import type { ApiClient } from '../../src/lib/api/request';

/**
 * `siteOrigin`: the API's origin when it is the site's own (merchant.json api.baseUrl ""): its pictures are
 * kept as paths, which the pages of every domain of the merchant load from their own origin.
 */
// Answers are not trusted here: what is not a list stays as it came, for the schema to name (readGameSnapshot).
const each = <T>(list: T[], change: (item: T) => T): T[] => (Array.isArray(list) ? list.map(change) : list);
const first = <T>(list: T[]): T[] => (Array.isArray(list) ? list.slice(0, GAME_SNAPSHOT_LIST_SIZE) : list);

export async function takeGameSnapshot(api: ApiClient, now: Date, siteOrigin?: string): Promise<GameSnapshot> {
  const own = <T extends { imageUrl?: string | null | undefined }>(item: T): T =>
    siteOrigin && typeof item?.imageUrl === 'string' && item.imageUrl.startsWith(`${siteOrigin}/`)
      ? { ...item, imageUrl: item.imageUrl.slice(siteOrigin.length) }
      : item;
  const [lanes, hotGames] = await Promise.all([fetchLanes(api), fetchHotGames(api)]);
  const categories = Array.isArray(lanes) ? [...new Set(lanes.map((lane) => lane?.category))].filter(Boolean) : [];
  const pages = await Promise.all(
    categories.map((category) => fetchGames(api, { category, page: 1, size: GAME_SNAPSHOT_LIST_SIZE })),
  );
  return {
    takenAt: now.toISOString(),
    lanes: each(lanes, (lane) => ({ ...lane, cards: each(lane.cards, own) })),
    hotGames: each(first(hotGames), own),
    categoryGames: Object.fromEntries(
      categories.map((category, index) => [category, each(first(pages[index]?.list ?? []), own)]),
    ),
  };
}
