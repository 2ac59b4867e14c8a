// A page of `merchant` as the browser opens it, for tests of islands: AppLayout's merchant script in the
// document, and the page's modules loaded anew (pageMerchant() reads the script once per page), so import what
// reads the merchant after this. The files of a worker share one document: closePage() takes the script away.
import { vi } from 'vitest';
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '@/config/client';

export function openPageOf(merchant: ClientMerchant): void {
  document.getElementById(MERCHANT_CONFIG_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = MERCHANT_CONFIG_ID;
  script.textContent = JSON.stringify(merchant);
  document.head.append(script);
  vi.resetModules();
}

export function closePage(): void {
  document.getElementById(MERCHANT_CONFIG_ID)?.remove();
}
