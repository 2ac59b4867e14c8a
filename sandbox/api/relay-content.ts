// Relay GETs for content: announcements (marquee, news, banners, promotions), customer service's notices,
// promotions, customer service, downloads and telegram settings. Public; some answer per member when a token is sent.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import type { Sandbox, MerchantState } from '../state/sandbox';
import { CBS_PATH, issueCbsTicket } from '../stand-ins/cbs';
import { customerServiceItems, gameById, gameView, imageUrl } from './content';
import { merchantOf, optionalMember, originOf, parse, queryOf } from './context';
import { ok } from './errors';
import { telegramSetting } from '../social/telegram';
import { relayPath, WPS } from '../wps-paths';

const ANNOUNCEMENT_TYPES = ['MARQUEE', 'NEWS', 'BANNER', 'PROMOTION'] as const;
type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

const announcementQuery = z.object({
  types: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const types = value ? value.split(',').map((type) => type.trim().toUpperCase()) : [...ANNOUNCEMENT_TYPES];
      const unknown = types.filter((type) => !(ANNOUNCEMENT_TYPES as readonly string[]).includes(type));
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          message: `unknown type ${unknown.join(', ')}; use ${ANNOUNCEMENT_TYPES.join(', ')}`,
        });
      return types as AnnouncementType[];
    }),
  platform: z.string().optional(),
  category: z.string().optional(),
  ext: z.enum(['webp', 'avif']).optional(),
});

/** One list for every announcement kind; `category` is the banner group or the promotion category. */
function announcements(state: MerchantState, origin: string) {
  const base = { imageUrl: null, clickType: null, promotionId: null, url: null, game: null };
  return [
    ...state.data.announcements.map((item, index) => ({
      id: item.id,
      type: item.type as AnnouncementType,
      category: null as string | null,
      title: item.title,
      content: item.content,
      sort: index + 1,
      ...base,
    })),
    ...state.data.banners.map((banner, index) => {
      const game = banner.clickType === 'G' ? gameById(state, banner.gameId) : undefined;
      return {
        id: banner.id,
        type: 'BANNER' as AnnouncementType,
        category: banner.group as string | null,
        title: banner.title,
        content: '',
        sort: index + 1,
        imageUrl: imageUrl(origin, 'banner', banner.id),
        clickType: banner.clickType,
        promotionId: banner.clickType === 'P' ? banner.promotionId : null,
        url: banner.clickType === 'URL' ? banner.url : null,
        game: game ? gameView(state, origin, game) : null,
      };
    }),
    ...state.data.promotions.map((promotion, index) => ({
      id: promotion.id,
      type: 'PROMOTION' as AnnouncementType,
      category: promotion.categoryId as string | null,
      title: promotion.title,
      content: promotion.content,
      summary: promotion.summary,
      sort: index + 1,
      ...base,
      imageUrl: imageUrl(origin, 'promotion', promotion.id),
    })),
  ];
}

export function registerContentRelays(app: FastifyInstance, sandbox: Sandbox): void {
  const listAnnouncements: RouteHandlerMethod = async (request) => {
    const query = parse(announcementQuery, queryOf(request), 'query');
    const list = announcements(merchantOf(request), originOf(request));
    return ok(
      list.filter((item) => query.types.includes(item.type) && (!query.category || item.category === query.category)),
    );
  };
  app.get(WPS.MCSFE_getListAnnouncements, listAnnouncements);

  // The customer centre's notices to members (docs/decisions.md): text in the announcement shape, no picture or click.
  app.get(relayPath('CCSFE_getListAnnouncements'), async (request) =>
    ok(
      merchantOf(request).data.serviceNotices.map((notice, index) => ({
        id: notice.id,
        type: 'NEWS' as AnnouncementType,
        category: null,
        title: notice.title,
        content: notice.content,
        sort: index + 1,
        imageUrl: null,
        clickType: null,
        promotionId: null,
        url: null,
        game: null,
      })),
    ),
  );

  app.get(WPS.MCSFE_getMerchantAvailablePromotions, async (request) =>
    ok(merchantOf(request).data.availablePromotions),
  );

  app.get(relayPath('PROMOFE_getPromotionAnnouncementCategory'), async (request) =>
    ok(merchantOf(request).data.promotionCategories),
  );

  app.get(relayPath('PROMOFE_getPromoCodeEnable'), async (request) =>
    ok({ enabled: merchantOf(request).data.promoCodeEnabled }),
  );

  app.get(WPS.WPSCORE_getCustomerServiceScript, async (request) =>
    ok(customerServiceItems(merchantOf(request), optionalMember(request, sandbox)?.user)),
  );

  app.get(WPS.WPSCORE_getDownloadSetting, async (request) => {
    parse(z.object({ domain: z.string().optional() }), queryOf(request), 'query');
    const state = merchantOf(request);
    return ok(
      [...state.merchant.downloads, ...state.data.downloads].map(({ resourceType, url }) => ({
        resourceType,
        url: url.startsWith('/') ? `${originOf(request)}${url}` : url.trim(),
      })),
    );
  });

  app.get(relayPath('WPSCORE_getTelegramLoginSetting'), async (request) =>
    ok(telegramSetting(merchantOf(request).data.telegram, originOf(request))),
  );

  app.get(WPS.CBS_launchChat, async (request) => {
    const query = parse(
      z.object({
        b2c: z.string().optional(),
        title: z.string().optional(),
        backUrl: z.string().optional(),
        language: z.string().optional(),
      }),
      queryOf(request),
      'query',
    );
    // The operator's CBS (chat, cashier, inbox): the sandbox's stand-in page, a member with a ticket.
    const state = merchantOf(request);
    const member = optionalMember(request, sandbox);
    const url = new URL(CBS_PATH, originOf(request));
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
    if (member) url.searchParams.set('ticket', issueCbsTicket(state, member.user, sandbox.now()));
    return ok({ url: url.toString(), csType: 'CBS' });
  });
}
