// What the download bar loads once its gates pass: the download links, the bonus promotion, the m_top title.
import type { DownloadLink } from '../../../lib/api/contract/content-answers';
import { fetchAnnouncements, fetchAvailablePromotions } from '../../../flows/content/api';
import { downloadChoices, showsDownloadBonus, type DownloadChoices } from '../../../lib/pwa/download-bar';
import { safeNavigationUrl } from '../../../lib/routing/safe-url';
import type { PageEffects } from '../../../flows/session/page-effects';
import { fetchDownloadSetting } from '../api';
import { imageFormat } from '../../../lib/media/image-format';

export interface DownloadBarData {
  choices: DownloadChoices;
  bonus: boolean;
  /** The first m_top banner's title (the bar doubles as the invite bar); undefined: the default title. */
  title: string | undefined;
}

/** What the bar's calls need of the page: its client, and its host (the domain the links are set for). */
type DownloadBarPage = Pick<PageEffects, 'api' | 'location'>;

/** WPSCORE_getDownloadSetting {domain} for this host; no links when the call fails. */
export function fetchDownloadLinks(page: DownloadBarPage): Promise<DownloadLink[]> {
  return fetchDownloadSetting(page.api, page.location.hostname);
}

/** Never fails: a failed call leaves its part out (no links, no badge, the default title). */
export async function loadDownloadBar(
  page: DownloadBarPage,
  loggedIn: boolean,
  fallbackIcon: string,
): Promise<DownloadBarData> {
  const { api } = page;
  const [links, promotions, banners] = await Promise.all([
    fetchDownloadLinks(page),
    // SPEC 4: the member's promotions when logged in, the public ones otherwise.
    fetchAvailablePromotions(api, loggedIn).catch(() => ({})),
    // The same query as the home screen's banners, so the request and its cache are shared.
    imageFormat()
      .then((format) => fetchAnnouncements(api, ['BANNER', 'MARQUEE'], format))
      .catch(() => []),
  ]);
  return {
    choices: downloadChoices(links, fallbackIcon, (url) => safeNavigationUrl(url)),
    bonus: showsDownloadBonus({ loggedIn, memberPromotions: promotions, publicPromotions: promotions }),
    title: banners.find((banner) => banner.type === 'BANNER' && banner.category === 'm_top')?.title || undefined,
  };
}
