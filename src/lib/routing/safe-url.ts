// Every navigation whose target comes from data (game URLs, chat and customer-service paths, banners,
// downloads, redirects, popups) goes through this guard: https only, http only on this machine's hosts.

/** Hosts a browser keeps on this machine, where plain http is the norm in development and tests. */
export const isLoopbackHost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * The absolute URL to navigate to, or undefined when `raw` is not a string, does not parse, or uses any
 * scheme but https: (javascript:, data:, vbscript:, blob:, file: ... in any case and after any spaces).
 * A relative target resolves against `base`, the page's own URL; without a base only absolute URLs pass.
 */
export function safeNavigationUrl(raw: unknown, base?: string): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base); // the URL parser strips leading spaces and inner tabs/newlines as browsers do
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined; // user@host hides the real host from the player
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return url.href;
  return undefined;
}

/** Navigates to a data-supplied target through the guard; false (and no navigation) when it is refused. */
export function navigateToDataUrl(raw: unknown, page: Pick<Location, 'href' | 'assign'> = location): boolean {
  const url = safeNavigationUrl(raw, page.href);
  if (!url) return false;
  page.assign(url);
  return true;
}
