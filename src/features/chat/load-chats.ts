// SPEC 3 and SPEC 7 WPSCORE_getCustomerServiceScript: the chats of the merchant, each with its provider and a
// guarded URL. Items of an unknown csType, or whose path is unsafe or does not decrypt, are dropped.
import { chatProvider, type ChatProvider, type CsType } from '../../lib/chat/chat-providers';
import type { CustomerServiceItemInput } from '../../lib/customer-service/items';
import { customerServiceItemUrl, fetchCustomerServiceItems } from '../../flows/customer-service/service-items';
import { browserPage, type PageEffects } from '../../flows/session/page-effects';

export interface ResolvedChat extends CustomerServiceItemInput {
  csType: CsType;
  provider: ChatProvider;
  /** The script of a script provider, the visitor page of a frame provider. */
  url: URL;
}

/** The chats, asked through the page's client; relative paths resolve against the page's address. */
export async function loadChats(page: Pick<PageEffects, 'api' | 'location'> = browserPage): Promise<ResolvedChat[]> {
  const chats: ResolvedChat[] = [];
  for (const item of await fetchCustomerServiceItems(page.api)) {
    const provider = chatProvider(item.csType);
    const url = provider && (await customerServiceItemUrl(item, page.location.href));
    if (provider && url) chats.push({ ...item, csType: item.csType as CsType, provider, url: new URL(url) });
  }
  return chats;
}
