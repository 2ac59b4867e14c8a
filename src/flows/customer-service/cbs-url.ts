// SPEC 7 CBS_launchChat, the one call behind the operator's CBS pages (chat, cashier, inbox); apart, so that
// opening customer service does not load the cashier and its tracking.
import type { ClientMerchant } from '../../config/client';
import { WPS } from '../../lib/api/endpoints';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import { apiClient } from '../../stores/api';
import { $language } from '../../stores/language';

/** SPEC 7 CBS_launchChat: the guarded URL of the operator's CBS page titled `title`, coming back to `backUrl`. */
export async function cbsUrl(merchant: ClientMerchant, title: string, backUrl: string): Promise<string | undefined> {
  const chat = await apiClient(merchant)
    .get<{ url: string | null }>(WPS.CBS_launchChat, {
      query: { b2c: 1, title, backUrl, language: $language.get() ?? merchant.language },
      alert: false,
    })
    .catch(() => undefined);
  return safeNavigationUrl(chat?.url, location.href);
}
