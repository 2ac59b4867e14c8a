// Opens customer service (SPEC 1 "Customer-service chat"): the in-app chat when the page has one; else the
// CBS chat when the merchant has CBS3, else the first customer-service item the member may see (SPEC 6
// filtering, SPEC 3 encrypted paths).
import type { ClientMerchant } from '../../config/client';
import { CHAT_PART_WAIT_MS } from '../../config/constants';
import { customerServiceItems } from '../../lib/customer-service/items';
import { browserServicePage, cbsUrl, type ServicePage } from './cbs-url';
import { customerServiceItemUrl, fetchCustomerServiceItems } from './service-items';
import { navigateToDataUrl } from '../../lib/routing/safe-url';
import { chatEntriesLoaded, requestChat } from '../../stores/chat';
import { $member } from '../../stores/session';

/** The chat URL for this player, or undefined when the merchant has none (or only unsafe ones). */
async function customerServiceUrl(merchant: ClientMerchant, page: ServicePage): Promise<string | undefined> {
  const { location } = page;
  if (merchant.flags.CBS3) {
    const chatUrl = await cbsUrl(merchant, merchant.name, `${location.pathname}${location.search}`, page);
    if (chatUrl) return chatUrl;
  }
  const items = await fetchCustomerServiceItems(page.api);
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
export async function openCustomerService(
  merchant: ClientMerchant,
  page = browserServicePage(merchant),
): Promise<boolean> {
  // A tap in the page's first seconds waits for the chat part rather than leave the app.
  await chatEntriesLoaded(CHAT_PART_WAIT_MS);
  if (requestChat()) return true;
  const url = await customerServiceUrl(merchant, page).catch(() => undefined);
  return navigateToDataUrl(url, page.location);
}
