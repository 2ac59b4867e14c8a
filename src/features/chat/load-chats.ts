// SPEC 3 and SPEC 7 WPSCORE_getCustomerServiceScript: the chats of the merchant, each with its provider and a
// guarded URL. Items of an unknown csType, or whose path is unsafe or does not decrypt, are dropped.
import type { ClientMerchant } from '../../config/client';
import { WPS } from '../../lib/api/endpoints';
import { chatProvider, type ChatProvider, type CsType } from '../../lib/chat/providers';
import type { CustomerServiceItemInput } from '../../lib/customer-service/items';
import { decryptCustomerServicePath } from '../../lib/customer-service/path';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import { apiClient } from '../../stores/api';

export interface ResolvedChat extends CustomerServiceItemInput {
  csType: CsType;
  provider: ChatProvider;
  /** The script of a script provider, the visitor page of a frame provider. */
  url: URL;
}

export async function loadChats(merchant: ClientMerchant, base = location.href): Promise<ResolvedChat[]> {
  const items = await apiClient(merchant).get<CustomerServiceItemInput[]>(WPS.WPSCORE_getCustomerServiceScript, {
    alert: false,
    cache: true,
  });
  const chats: ResolvedChat[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    const provider = chatProvider(item.csType);
    const url = provider && safeNavigationUrl(await decryptCustomerServicePath(item.path), base);
    if (provider && url) chats.push({ ...item, csType: item.csType as CsType, provider, url: new URL(url) });
  }
  return chats;
}
