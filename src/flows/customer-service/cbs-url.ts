// SPEC 7 CBS_launchChat, the one call behind the operator's CBS pages (chat, cashier, inbox); apart, so that
// opening customer service does not load the cashier and its tracking. What the flow touches of its page
// (address, navigation, calls) comes in as a ServicePage, so its rules run in unit tests.
import type { ClientMerchant } from '../../config/client';
import { fetchLaunchChat } from './api';
import type { ApiClient } from '../../lib/api/request';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import { apiClient } from '../session/page-client';
import { $language } from '../../stores/language';

export interface ServicePage {
  location: Pick<Location, 'href' | 'pathname' | 'search' | 'assign'>;
  api: ApiClient;
}

export const browserServicePage = (merchant: ClientMerchant): ServicePage => ({ location, api: apiClient(merchant) });

/** SPEC 7 CBS_launchChat: the guarded URL of the operator's CBS page titled `title`, coming back to `backUrl`. */
export async function cbsUrl(
  merchant: ClientMerchant,
  title: string,
  backUrl: string,
  page: ServicePage,
): Promise<string | undefined> {
  const chat = await fetchLaunchChat(page.api, {
    b2c: 1,
    title,
    backUrl,
    language: $language.get() ?? merchant.language,
  });
  return safeNavigationUrl(chat?.url, page.location.href);
}
