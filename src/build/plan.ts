// The page build's side of the merchant plan (src/build/merchant-plan.ts): the merchants whose pages this Astro
// pass renders, and the middleware that renders each page as its merchant's.
import merchants, { snapshots } from 'virtual:merchant-plan';
import { renderAsMerchant } from './render-as-merchant';

/** The merchants that this Astro pass renders: the build plan, or every valid merchant (astro dev). */
export const planMerchants = () => merchants;

/** The merchant's game snapshot (issue 43: tiles in the HTML), when the build has one. */
export const planSnapshot = (code: string) => snapshots[code];

/** getStaticPaths of the pages rendered once per merchant ("/" and 404.html). */
export const onePagePerMerchant = () =>
  planMerchants().map((merchant) => ({ params: { merchant: merchant.code }, props: { merchant } }));

export const onRequest = renderAsMerchant(merchants);
