// merchants/<code>/sandbox.json: the sample data the sandbox serves for one merchant. Not part of
// merchant.json (the build never reads it); validated when the sandbox starts.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../src/config/languages';
import { customerServiceSchema, downloadLinkSchema } from '../../src/config/schema/links';
import { hexColour, httpsUrl } from '../../src/config/schema/primitives';

/**
 * A download as merchant.json declares it, or with a sandbox picture's path ("/__sandbox/img/app/<code>.svg"),
 * which the relay answers as a URL on the site's own origin, as an operator answers one on its CDN.
 */
const sandboxDownloadSchema = z.strictObject({
  resourceType: downloadLinkSchema.shape.resourceType,
  url: z.union([
    downloadLinkSchema.shape.url,
    z
      .string()
      .regex(/^\/__sandbox\/img\/[\w.-]+\/[\w.-]+$/, 'a sandbox picture path ("/__sandbox/img/app/<code>.svg")'),
  ]),
});

/** Game category codes (SPEC 2 indexable paths and SPEC 9 ordinals). */
export const CATEGORY_CODES = [
  'SPORTS',
  'LIVE',
  'RNG',
  'TABLE',
  'FISH',
  'PVP',
  'CRASH',
  'ARCADE',
  'ELOTT',
  'LOTT',
] as const;
const TWO_FACTOR_TYPES = ['email', 'authenticator', 'sms'] as const;
const BANNER_GROUPS = ['m_home', 'm_top', 'm_popup1', 'm_popup2'] as const;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'must be 1-40 of letters, digits, "_" and "-"' });
const text = (max: number) => z.string().trim().min(1).max(max);
const count = z.number().int().min(0);

const vendorSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9_]{2,20}$/, { error: 'must be 2-20 of A-Z, 0-9 and "_" (the accountTypeName)' }),
  name: text(40),
  freeplay: z.boolean().default(false),
  ownOrigin: z
    .boolean()
    .default(false)
    .describe(
      "Its games open on the stand-in vendor host (http://games.localhost:<port>), another origin than the site, as a real vendor's do; merchant.json games.frame.origins may frame it.",
    ),
});

const categorySchema = z.strictObject({ code: z.enum(CATEGORY_CODES), name: text(40) });

const gameSchema = z.strictObject({
  id,
  code: id,
  name: text(60),
  vendor: z.string(),
  category: z.enum(CATEGORY_CODES),
  classify: text(30).optional(),
  nodeId: id,
  roomId: id.optional(),
  gameType: text(30),
  freeplay: z.boolean().default(false),
  isNew: z.boolean().default(false),
  colour: hexColour.optional(),
});

const bannerBase = { id, group: z.enum(BANNER_GROUPS), title: text(80), colour: hexColour.optional() };

/** SPEC 2 "Banner click types": P opens a promotion, URL a path or link, G launches a game. */
const bannerSchema = z.discriminatedUnion('clickType', [
  z.strictObject({ ...bannerBase, clickType: z.literal('P'), promotionId: id }),
  z.strictObject({
    ...bannerBase,
    clickType: z.literal('URL'),
    url: z.string().regex(/^(\/m\/|https?:\/\/)/, { error: 'must be an /m/ path or an http(s) URL' }),
  }),
  z.strictObject({ ...bannerBase, clickType: z.literal('G'), gameId: id }),
]);

const announcementSchema = z.strictObject({
  id,
  type: z.enum(['MARQUEE', 'NEWS']),
  title: text(120),
  content: text(2000),
});

/** A notice of customer service to members (CCSFE_getListAnnouncements): text only. */
const serviceNoticeSchema = z.strictObject({ id, title: text(120), content: text(2000) });

const promotionSchema = z.strictObject({
  id,
  categoryId: id,
  title: text(80),
  summary: text(200),
  content: text(4000),
  colour: hexColour.optional(),
});

/** A bot of @BotFather: its token signs the sign-in results and never leaves the sandbox. */
const telegramSchema = z
  .strictObject({
    botId: z.string().regex(/^[0-9]{5,15}$/, { error: "must be the bot's numeric id" }),
    botToken: z.string().regex(/^[0-9]{5,15}:[A-Za-z0-9_-]{35}$/, {
      error: 'must be a bot token "<botId>:<35 letters, digits, _ or ->"',
    }),
    authDomain: z
      .union([z.literal(''), httpsUrl])
      .describe(`Telegram's login origin (https://oauth.telegram.org); "" is the sandbox's stand-in at /__telegram.`),
  })
  .refine((bot) => bot.botToken.startsWith(`${bot.botId}:`), {
    error: 'must start with the botId and ":"',
    path: ['botToken'],
  });

export const userSchema = z.strictObject({
  username: z
    .string()
    .regex(/^[a-z][a-z0-9]{3,15}$/, { error: 'must be 4-16 lower-case letters and digits, starting with a letter' }),
  password: z.string().min(6).max(20),
  customerName: text(60),
  customerType: z.number().int().min(0).max(9).default(0),
  language: z.enum(LANGUAGE_CODES).optional(),
  mobileNum: z
    .string()
    .regex(/^[1-9][0-9]{5,14}$/, { error: 'must be 6-15 digits without the dialing code or a leading 0' })
    .optional(),
  email: z.email().optional(),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  twoFactor: z.array(z.enum(TWO_FACTOR_TYPES)).default([]),
  clubLabel: z
    .strictObject({
      labelId: id,
      labelName: text(30),
      type: z.enum(['AUTO', 'MANUAL']),
      rankLevel: z.number().int().min(0),
    })
    .nullable()
    .default(null),
  rankProgress: z
    .strictObject({ completedConditions: count, totalExpectedConditions: count })
    .default({ completedConditions: 0, totalExpectedConditions: 0 }),
  unreadCount: count.default(0),
  totalDepositSuccessCount: count.default(0).describe('Deposits the member has made (SPEC 3 depositSettings).'),
  note: z.string().optional(),
});

export const sandboxDataSchema = z
  .strictObject({
    $schema: z.string().optional(),
    vendors: z.array(vendorSchema).min(1),
    categories: z.array(categorySchema).min(1),
    games: z.array(gameSchema).min(1),
    hotGameIds: z.array(id).default([]),
    recentGameIds: z.array(id).default([]).describe("The seeded members' recent games; a new member has none."),
    favoriteGameIds: z.array(id).default([]),
    banners: z.array(bannerSchema).default([]),
    announcements: z.array(announcementSchema).default([]),
    serviceNotices: z
      .array(serviceNoticeSchema)
      .default([])
      .describe("Customer service's notices to members, in this order (CCSFE_getListAnnouncements)."),
    promotionCategories: z.array(z.strictObject({ id, name: text(40) })).default([]),
    promotions: z.array(promotionSchema).default([]),
    availablePromotions: z
      .array(z.strictObject({ type: z.enum(['APP_DOWNLOAD', 'REFERRAL']), enabled: z.boolean(), count }))
      .default([]),
    promoCodeEnabled: z.boolean().default(false),
    downloads: z
      .array(sandboxDownloadSchema)
      .default([])
      .describe('Added after merchant.json downloads (e.g. AppDownloadIcon).'),
    customerService: z.array(customerServiceSchema).default([]).describe('Added after merchant.json customerService.'),
    telegram: telegramSchema
      .nullable()
      .default(null)
      .describe('Telegram login bot (flag TELEGRAMLOGIN3); null: no Telegram sign-in.'),
    countries: z
      .array(
        z.strictObject({
          code: z.string().regex(/^[A-Z]{2}$/),
          dialingCode: z.string().regex(/^\+[1-9][0-9]{0,3}$/),
          name: text(40),
        }),
      )
      .default([]),
    gameMatches: z
      .array(
        z.strictObject({
          id,
          sport: text(30),
          league: text(60),
          home: text(40),
          away: text(40),
          startsInMinutes: z.number().int(),
          odds: z.strictObject({
            home: z.number().positive(),
            draw: z.number().positive().optional(),
            away: z.number().positive(),
          }),
          gameId: id.optional(),
        }),
      )
      .default([]),
    rankList: z.array(z.strictObject({ userName: text(30), gameId: id, amount: z.number().positive() })).default([]),
    domainRoute: z
      .strictObject({
        speedDomains: z
          .array(z.string().max(300))
          .default([])
          .describe("The merchant's faster addresses (GET /wps/system/domainRoute), as the operator writes them."),
        affiliates: z
          .array(
            z.strictObject({
              host: z.string().min(1).describe('A host name the site is served on, e.g. luckystar.localhost.'),
              affiliateCode: z.string().min(1),
              referralCode: z.string().min(1).optional(),
            }),
          )
          .default([])
          .describe('Affiliates by the host of their domain: their codes are the answer on that host.'),
      })
      .default({ speedDomains: [], affiliates: [] }),
    users: z.array(userSchema).default([]),
    manifest: z
      .strictObject({ name: text(60).optional(), short_name: text(60).optional() })
      .optional()
      .describe(
        "The operator's own names for the app in GET /wps/system/manifest.json, over the build's (merchant.json).",
      ),
  })
  .superRefine((data, ctx) => {
    const vendors = new Set(data.vendors.map((v) => v.code));
    const games = new Set(data.games.map((g) => g.id));
    const categories = new Set(data.categories.map((c) => c.code));
    const unique = (
      list: { id?: string; code?: string; username?: string }[],
      field: 'id' | 'code' | 'username',
      where: string,
    ) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        const value = item[field];
        if (value === undefined) return;
        if (seen.has(value))
          ctx.addIssue({ code: 'custom', path: [where, index, field], message: `"${value}" is listed twice` });
        seen.add(value);
      });
    };
    unique(data.vendors, 'code', 'vendors');
    unique(data.categories, 'code', 'categories');
    unique(data.games, 'id', 'games');
    unique(data.banners, 'id', 'banners');
    unique(data.promotions, 'id', 'promotions');
    unique(data.serviceNotices, 'id', 'serviceNotices');
    unique(data.users, 'username', 'users');
    const knownGame = (gameId: string, path: PropertyKey[]) => {
      if (!games.has(gameId)) ctx.addIssue({ code: 'custom', path, message: `unknown game id "${gameId}"` });
    };
    data.games.forEach((game, index) => {
      if (!vendors.has(game.vendor))
        ctx.addIssue({
          code: 'custom',
          path: ['games', index, 'vendor'],
          message: `unknown vendor "${game.vendor}"; vendors are ${[...vendors].join(', ')}`,
        });
      if (!categories.has(game.category))
        ctx.addIssue({
          code: 'custom',
          path: ['games', index, 'category'],
          message: `category "${game.category}" is not listed in categories`,
        });
    });
    for (const list of ['hotGameIds', 'recentGameIds', 'favoriteGameIds'] as const)
      data[list].forEach((gameId, index) => knownGame(gameId, [list, index]));
    data.banners.forEach((banner, index) => {
      if (banner.clickType === 'G') knownGame(banner.gameId, ['banners', index, 'gameId']);
      if (banner.clickType === 'P' && !data.promotions.some((p) => p.id === banner.promotionId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['banners', index, 'promotionId'],
          message: `unknown promotion id "${banner.promotionId}"`,
        });
      }
    });
    data.promotions.forEach((promotion, index) => {
      if (!data.promotionCategories.some((c) => c.id === promotion.categoryId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['promotions', index, 'categoryId'],
          message: `unknown promotion category "${promotion.categoryId}"`,
        });
      }
    });
    data.gameMatches.forEach(
      (match, index) => match.gameId && knownGame(match.gameId, ['gameMatches', index, 'gameId']),
    );
    data.rankList.forEach((entry, index) => knownGame(entry.gameId, ['rankList', index, 'gameId']));
  });

export type SandboxData = z.output<typeof sandboxDataSchema>;
export type SandboxGame = SandboxData['games'][number];
export type TwoFactorType = (typeof TWO_FACTOR_TYPES)[number];
