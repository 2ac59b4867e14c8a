// The one channel through which a page's code gets its merchant: islands, page scripts, tracking, auto-login.
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '../../config/client';
import { local } from '../storage/guarded-storage';
import { withStoredSwitches } from '../storage/stored-switches';

// Build time only (Vite drops it from the browser's code): the merchant of each page being rendered, carried by
// that render's async context, so Astro may render pages of several merchants at once. A Node builtin, reached
// without the import that browser code may not have (eslint.config.js).
const rendering = import.meta.env.SSR
  ? new (process.getBuiltinModule('node:async_hooks').AsyncLocalStorage)<ClientMerchant>()
  : undefined;

let current: ClientMerchant | undefined;
let built: ClientMerchant['flags'] | undefined;

/**
 * The merchant of the page: in the browser, the page's one JSON script (written by AppLayout) with the
 * operator's run-time switches applied; at build time, the merchant of the page Astro is rendering (see
 * renderPageOf).
 */
export function pageMerchant(doc: Document | undefined = globalThis.document): ClientMerchant {
  if (import.meta.env.SSR && !doc) return renderedMerchant();
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
 * Build time: runs `render` (one page's whole render, its islands included) as the page of `merchant`; what
 * it starts reads that merchant through pageMerchant(), whatever other pages render meanwhile.
 */
export function renderPageOf<T>(merchant: ClientMerchant, render: () => T): T {
  if (!rendering) throw new Error('renderPageOf runs at build time only, on the server');
  return rendering.run(merchant, render);
}

function renderedMerchant(): ClientMerchant {
  const merchant = rendering?.getStore();
  if (!merchant) throw new Error('No page is rendering: at build time pageMerchant() runs inside renderPageOf()');
  return merchant;
}
