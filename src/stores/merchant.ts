// The one channel through which a page's code gets its merchant: islands, page scripts, tracking, auto-login.
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '../config/client';
import { local } from '../lib/storage/guarded-storage';
import { withStoredSwitches } from '../lib/storage/stored-switches';

let current: ClientMerchant | undefined;
let built: ClientMerchant['flags'] | undefined;

/**
 * The merchant of the page: in the browser, the page's one JSON script (written by AppLayout) with the
 * operator's run-time switches applied; at build time, the merchant of the page Astro is rendering (see
 * renderingPageOf).
 */
export function pageMerchant(doc: Document | undefined = globalThis.document): ClientMerchant {
  if (!current) {
    const text = doc?.getElementById(MERCHANT_CONFIG_ID)?.textContent;
    if (!text) throw new Error(`No #${MERCHANT_CONFIG_ID} on this page`);
    const merchant = JSON.parse(text) as ClientMerchant;
    built = merchant.flags;
    current = withStoredSwitches(merchant, local());
  }
  return current;
}

/** The flags the page was built with: what its server-rendered HTML shows, so what hydration must render. */
export function builtFlags(): ClientMerchant['flags'] {
  const merchant = pageMerchant();
  return built ?? merchant.flags;
}

/**
 * Build time: names the merchant of the page about to render, before any island of it renders. Astro renders
 * one page at a time (astro.config.mjs keeps build.concurrency at 1), so islands read the right one.
 */
export function renderingPageOf(merchant: ClientMerchant): void {
  current = merchant;
  built = merchant.flags;
}
