// A choice a page keeps in its own query (the promotions page's category): a reload, a shared link and
// back/forward show the same view. Apart from navigation.ts, so pages without such a choice never load it.

type Page = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The page's path and query with `name` set to `value` (removed when undefined), every other parameter kept. */
export function pageWithQuery(page: Page, name: string, value: string | undefined): string {
  const query = new URLSearchParams(page.search);
  if (value === undefined) query.delete(name);
  else query.set(name, value);
  const search = query.toString();
  return `${page.pathname}${search ? `?${search}` : ''}${page.hash}`;
}

/** A new history entry for the same page with `name` changed: no reload, and back returns to the choice before. */
export function pushPageQuery(
  name: string,
  value: string | undefined,
  page: Page = location,
  entries: Pick<History, 'pushState' | 'state'> = history,
): void {
  if (new URLSearchParams(page.search).get(name) === (value ?? null)) return;
  entries.pushState(entries.state, '', pageWithQuery(page, name, value));
}
