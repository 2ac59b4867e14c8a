// The home's first list calls. The page script asks for them as soon as it runs, while React DOM is still
// loading and the islands hydrate; each island then takes that answer instead of asking after hydration.
import type { ClientMerchant } from '../../config/client';
import { fetchHotGames, fetchLanes } from '../../flows/games/api';
import { fetchAnnouncements } from '../../flows/content/api';
import { type Announcement } from '../../lib/content/announcements';
import { apiClient } from '../../flows/session/page-client';
import { imageFormat } from '../../lib/media/image-format';
import { bannersOf } from './banner-target';

/**
 * A call the page script may have made already: its early answer is taken once; a reload asks again. Too late
 * (the island asked first), the page script asks nothing.
 */
function askedEarly<T>(ask: (merchant: ClientMerchant) => Promise<T>) {
  let answer: Promise<T> | undefined;
  let taken = false;
  return {
    start(merchant: ClientMerchant): void {
      if (taken) return;
      answer = ask(merchant);
      // Shown by the island that takes it.
      answer.catch(() => {});
    },
    take(merchant: ClientMerchant): Promise<T> {
      taken = true;
      const given = answer ?? ask(merchant);
      answer = undefined;
      return given;
    },
  };
}

/**
 * Starts fetching the first banner's picture with the answer, before the carousel hydrates and renders it:
 * once the answer is in, that picture is the home's largest (its LCP), and the carousel's <img> of the same
 * URL takes it from the memory cache.
 */
function fetchFirstBanner(list: readonly Announcement[]) {
  const url = bannersOf(list, 'm_home')[0]?.imageUrl;
  if (!url) return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = url;
}

export const homeContent = askedEarly(async (merchant) => {
  const list = await fetchAnnouncements(apiClient(merchant), ['BANNER', 'MARQUEE'], await imageFormat());
  fetchFirstBanner(list);
  return list;
});
export const hotGames = askedEarly(async (merchant) => fetchHotGames(apiClient(merchant), await imageFormat()));
export const homeLanes = askedEarly(async (merchant) => fetchLanes(apiClient(merchant), await imageFormat()));

/** Starts every list call of the home. */
export function askEarly(merchant: ClientMerchant): void {
  for (const call of [homeContent, hotGames, homeLanes]) call.start(merchant);
}
