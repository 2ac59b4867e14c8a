// Where launched games go: a page the sandbox serves itself (/__sandbox/game), on the site's origin, or for a
// vendor marked ownOrigin in sandbox.json on the stand-in vendor host: another origin, as a real vendor's, which
// a merchant's games.frame.origins can let open inside the app.
import type { MerchantState } from '../state/sandbox';

/** The stand-in game vendor's host: Chromium resolves every *.localhost to this machine. */
export const VENDOR_HOST = 'games.localhost';

export interface GamePageParams {
  name: string;
  vendor: string;
  mode: 'real' | 'trial' | 'lottery';
  view?: string;
  back?: string;
}

export function gamePageUrl(state: MerchantState, siteOrigin: string, params: GamePageParams): string {
  const ownOrigin = state.data.vendors.some((vendor) => vendor.code === params.vendor && vendor.ownOrigin);
  const origin = new URL(siteOrigin);
  // On the vendor host the page learns its merchant from the query, as a vendor learns its operator.
  if (ownOrigin) origin.hostname = VENDOR_HOST;
  const query = new URLSearchParams(
    Object.entries({ ...params, ...(ownOrigin ? { merchant: state.code } : {}) }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return `${origin.origin}/__sandbox/game?${query}`;
}
