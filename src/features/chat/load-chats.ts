// SPEC 3 and SPEC 7 WPSCORE_getCustomerServiceScript: the chats of the merchant, each with its provider and a
// guarded URL. Items of an unknown csType, or whose path is unsafe or does not decrypt, are dropped.
import type { ClientMerchant } from '../../config/client';
import { chatProvider, type ChatProvider, type CsType } from '../../lib/chat/chat-providers';
import type { CustomerServiceItemInput } from '../../lib/customer-service/items';
import { customerServiceItemUrl, fetchCustomerServiceItems } from '../../flows/customer-service/service-items';
import { apiClient } from '../../flows/session/page-client';

export interface ResolvedChat extends CustomerServiceItemInput {
  csType: CsType;
  provider: ChatProvider;
  /** The script of a script provider, the visitor page of a frame provider. */
  url: URL;
}

export async function loadChats(merchant: ClientMerchant, base = location.href): Promise<ResolvedChat[]> {
  const chats: ResolvedChat[] = [];
  for (const item of await fetchCustomerServiceItems(apiClient(merchant))) {
    const provider = chatProvider(item.csType);
    const url = provider && (await customerServiceItemUrl(item, base));
    if (provider && url) chats.push({ ...item, csType: item.csType as CsType, provider, url: new URL(url) });
  }
  return chats;
}
