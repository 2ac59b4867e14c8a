// The one channel through which a page's code gets its merchant: islands, page scripts, tracking, auto-login.
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '../config/client';

let current: ClientMerchant | undefined;

/**
 * The merchant the page was built for: in the browser, the page's one JSON script (written by AppLayout); at
 * build time, the merchant of the page Astro is rendering (see renderingPageOf).
 */
export function pageMerchant(doc: Document | undefined = globalThis.document): ClientMerchant {
  if (!current) {
    const text = doc?.getElementById(MERCHANT_CONFIG_ID)?.textContent;
    if (!text) throw new Error(`No #${MERCHANT_CONFIG_ID} on this page`);
    current = JSON.parse(text) as ClientMerchant;
  }
  return current;
}

/**
 * Build time: names the merchant of the page about to render, before any island of it renders. Astro renders
 * one page at a time (astro.config.mjs keeps build.concurrency at 1), so islands read the right one.
 */
export function renderingPageOf(merchant: ClientMerchant): void {
  current = merchant;
}
