// SPEC 7 CCSFE_getListAnnouncements: the customer centre's notices to members (docs/decisions.md), shown as
// text in the member centre; the marquee, banners, news and promotions come from MCSFE_getListAnnouncements.
import type { ServiceNotice } from '../api/contract/content-answers';

export type { ServiceNotice } from '../api/contract/content-answers';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The answer's notices with a text id and title, each id once, in the operator's order; content text or none. */
export function serviceNotices(value: unknown): ServiceNotice[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item: unknown) => {
    const { id, title, content } = (item ?? {}) as Partial<Record<keyof ServiceNotice, unknown>>;
    if (!isText(id) || !isText(title) || seen.has(id)) return [];
    seen.add(id);
    return [{ id, title, content: isText(content) ? content : null }];
  });
}
