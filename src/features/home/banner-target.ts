// SPEC 2 "Banner click types": where a banner tap goes. P opens the promotion page; URL is an internal /m
// path or an external link (token and username appended only for hosts of the redirect allowlist); G
// launches the game by vendor, room, node and game type.
import { routePath } from '../../config/routes';
import type { Announcement } from '../../lib/content/announcements';
import type { Game } from '../../flows/games/api';
import { safeGoTarget } from '../../lib/routing/go-target';
import { isAllowedRedirect } from '../../lib/routing/redirect-url';
import { safeNavigationUrl } from '../../lib/routing/safe-url';

export type BannerTarget =
  | { type: 'internal'; href: string }
  /** withToken: the player's token and username were appended (allowlisted host, logged in). */
  | { type: 'external'; href: string; withToken: boolean }
  | { type: 'game'; game: Game }
  | { type: 'none' };

export interface BannerContext {
  redirectAllowlist: readonly string[];
  token?: string | undefined;
  userName?: string | undefined;
}

/** The promotion page of a promotion id (SPEC 2 "/m/activity?id={id}"). */
export const activityUrl = (promotionId: string) =>
  `${routePath('activity')}?${new URLSearchParams({ id: promotionId })}`;

const EXTERNAL = /^https?:\/\//i;

function urlTarget(url: string, context: BannerContext): BannerTarget {
  const value = url.trim();
  // SPEC 2: internal is "one not containing http and starting with /m"; it must also stay on this origin.
  if (!value.includes('http') && value.startsWith('/m')) {
    const href = safeGoTarget(value);
    return href ? { type: 'internal', href } : { type: 'none' };
  }
  const href = EXTERNAL.test(value) ? safeNavigationUrl(value) : undefined;
  if (!href) return { type: 'none' }; // javascript:, data:, plain http and friends are never followed
  if (context.token && isAllowedRedirect(href, context.redirectAllowlist)) {
    const target = new URL(href);
    target.searchParams.set('token', context.token);
    if (context.userName) target.searchParams.set('username', context.userName);
    return { type: 'external', href: target.toString(), withToken: true };
  }
  return { type: 'external', href, withToken: false };
}

export function bannerTarget(
  banner: Pick<Announcement, 'clickType' | 'promotionId' | 'url' | 'game'>,
  context: BannerContext,
): BannerTarget {
  switch (banner.clickType) {
    case 'P':
      return banner.promotionId ? { type: 'internal', href: activityUrl(banner.promotionId) } : { type: 'none' };
    case 'URL':
      return banner.url ? urlTarget(banner.url, context) : { type: 'none' };
    case 'G':
      return banner.game?.gameId ? { type: 'game', game: banner.game } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}

/** Banners of one group (m_home, m_popup1 ...) in the merchant's order. */
export function bannersOf(list: readonly Announcement[], group: string): Announcement[] {
  return list
    .filter((item) => item.type === 'BANNER' && item.category === group)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sort ?? 0) - (b.item.sort ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}
