// Opens customer service (SPEC 1 "Customer-service chat"): the in-app chat when the page has one; else the
// CBS chat when the merchant has CBS3, else the first customer-service item the member may see (SPEC 6
// filtering, SPEC 3 encrypted paths).
import type { ClientMerchant } from '../config/client';
import { CHAT_PART_WAIT_MS } from '../config/constants';
import { WPS } from '../lib/api/endpoints';
import { customerServiceItems } from '../lib/customer-service/items';
import { customerServiceItemUrl, fetchCustomerServiceItems } from '../lib/customer-service/load';
import { navigateToDataUrl, safeNavigationUrl } from '../lib/routing/safe-url';
import { apiClient } from './api';
import { chatEntriesLoaded, requestChat } from './chat';
import { $language } from './language';
import { $member } from './session';

/** The chat URL for this player, or undefined when the merchant has none (or only unsafe ones). */
async function customerServiceUrl(merchant: ClientMerchant): Promise<string | undefined> {
  const api = apiClient(merchant);
  const language = $language.get() ?? merchant.language;
  if (merchant.flags.CBS3) {
    const chat = await api.get<{ url: string | null }>(WPS.CBS_launchChat, {
      query: { b2c: 1, title: merchant.name, backUrl: `${location.pathname}${location.search}`, language },
      alert: false,
    });
    const chatUrl = safeNavigationUrl(chat?.url, location.href);
    if (chatUrl) return chatUrl;
  }
  const items = await fetchCustomerServiceItems(api);
  for (const item of customerServiceItems(items, $member.get()?.clubLabel?.labelId)) {
    const url = await customerServiceItemUrl(item, location.href);
    if (url) return url;
  }
  return undefined;
}

/**
 * Opens customer service: the in-app chat when the page's chat part has one for this player, else the
 * operator's chat page; false when there is none (the caller says so).
 */
export async function openCustomerService(merchant: ClientMerchant): Promise<boolean> {
  // A tap in the page's first seconds waits for the chat part rather than leave the app.
  await chatEntriesLoaded(CHAT_PART_WAIT_MS);
  if (requestChat()) return true;
  const url = await customerServiceUrl(merchant).catch(() => undefined);
  return navigateToDataUrl(url);
}
