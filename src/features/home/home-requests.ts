// The home's first list calls. The page script asks for them as soon as it runs, while React DOM is still
// loading and the islands hydrate; each island then takes that answer instead of asking after hydration.
import type { ClientMerchant } from '../../config/client';
import { fetchHotGames, fetchLanes } from '../../flows/games/api';
import { fetchAnnouncements } from '../../flows/content/api';
import { type Announcement } from '../../lib/content/announcements';
import { apiClient } from '../../flows/session/page-client';
import type { PageEffects } from '../../flows/session/page-effects';
import type { ApiClient } from '../../lib/api/request';
import { imageFormat, type ImageFormat } from '../../lib/media/image-format';
import { bannersOf } from './banner-target';

/** Where the home's lists come from: the page's client and image format, unless a test passes its own. */
export interface HomeSource {
  api: ApiClient;
  imageFormat: () => Promise<ImageFormat>;
}

/** An island's source: the client of its page (usePage()) and the detected image format. */
export const homeSource = (page: Pick<PageEffects, 'api'>): HomeSource => ({ api: page.api, imageFormat });

/**
 * A call the page script may have made already: its early answer is taken once; a reload asks again. Too late
 * (the island asked first), the page script asks nothing.
 */
function askedEarly<T>(ask: (source: HomeSource) => Promise<T>) {
  let answer: Promise<T> | undefined;
  let taken = false;
  return {
    start(source: HomeSource): void {
      if (taken) return;
      answer = ask(source);
      // Shown by the island that takes it.
      answer.catch(() => {});
    },
    take(source: HomeSource): Promise<T> {
      taken = true;
      const given = answer ?? ask(source);
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

export const homeContent = askedEarly(async ({ api, imageFormat }) => {
  const list = await fetchAnnouncements(api, ['BANNER', 'MARQUEE'], await imageFormat());
  fetchFirstBanner(list);
  return list;
});
export const hotGames = askedEarly(async ({ api, imageFormat }) => fetchHotGames(api, await imageFormat()));
export const homeLanes = askedEarly(async ({ api, imageFormat }) => fetchLanes(api, await imageFormat()));

/** Starts every list call of the home; the page script (before any island) passes its merchant. */
export function askEarly(
  merchant: ClientMerchant,
  source: HomeSource = homeSource({ api: apiClient(merchant) }),
): void {
  for (const call of [homeContent, hotGames, homeLanes]) call.start(source);
}
