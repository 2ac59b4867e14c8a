import { z } from 'zod';

const text = z.string().nullish();

/** docs/api.md "Game": lists, favourites, recent, hot games and G banners. */
export const gameSchema = z.object({
  gameId: z.string().min(1).describe('Game id, sent to launchGame and trial launch.'),
  gameCode: text.describe('Vendor game code; lottery launches send it as lottoGameCode.'),
  gameName: z.string().describe('Name on the tile.'),
  vendor: z.string().describe("The vendor's accountTypeName."),
  vendorName: text.describe('Vendor display name.'),
  category: text.describe('SPORTS, LIVE, RNG ... LOTT.'),
  classify: text.describe('Sub-category of the lane filters.'),
  nodeId: text.describe('Sent with the launch.'),
  roomId: text.describe('Sent with the launch.'),
  gameType: text.describe('Sent with the launch.'),
  freeplay: z.boolean().nullish().describe('Trial play is available.'),
  isNew: z.boolean().nullish().describe('Shows the "new" mark.'),
  hot: z.boolean().nullish().describe('Shows the "hot" mark.'),
  imageUrl: text.describe('Tile picture.'),
});
export type Game = z.output<typeof gameSchema>;

/** SPEC 3 "Game vendor lanes": a vendor card of a lane. */
const vendorCardSchema = z.object({
  accountTypeName: z.string().describe('Vendor code.'),
  displayName: z.string().describe('Vendor name on the card.'),
  freeplay: z.boolean().nullish().describe('Trial play is available.'),
  gameCount: z.number().nullish().describe('Games of the vendor.'),
  imageUrl: text.describe('Card picture.'),
});

/** Relay GCSGAME_newGameVendor: one lane per category (SPEC 3 "Game vendor lanes"). */
export const laneSchema = z.object({
  category: z.string().describe('The lane category.'),
  title: z.string().describe('Lane title.'),
  sort: z.number().nullish().describe('SPEC 9 ordinal (100, 200 ...).'),
  gameCount: z.number().nullish().describe('Games of the lane.'),
  cards: z.array(vendorCardSchema).describe('Vendor cards.'),
  gameClassify: z
    .array(z.object({ classify: z.string(), vendors: z.array(z.string()) }))
    .nullish()
    .describe('Sub-categories with their vendors.'),
});
export type Lane = z.output<typeof laneSchema>;

/** Relay GCSGAME_gameList: one page of games. */
export const gamePageSchema = z.object({
  list: z.array(gameSchema).describe('The games of the page.'),
  total: z.number().int().nonnegative().describe('Games matching the query.'),
  page: z.number().int().positive().describe('Page number, from 1.'),
  size: z.number().int().positive().describe('Page size.'),
});
export type GamePage = z.output<typeof gamePageSchema>;

/** GET /wps/game/launchGame and relay GCS_gameTrialLaunch. */
export const gameUrlSchema = z.object({
  gameUrl: z.string().min(1).describe('Where the app sends the player.'),
});

/** Relay GCSGAME_getGameMatchV2: a sports match (docs/api.md "Match"); the sports page lists them. */
export const gameMatchSchema = z.object({
  matchId: z.string().min(1).describe('Match id.'),
  sport: text.describe('Football, Basketball ...'),
  league: text.describe('League or tournament.'),
  homeTeam: z.string().min(1).describe('Home team.'),
  awayTeam: z.string().min(1).describe('Away team.'),
  startTime: z.number().describe('Kick-off, epoch milliseconds.'),
  status: z.string().describe('LIVE once started, else UPCOMING; others are not shown.'),
  odds: z
    .object({ home: z.number().positive(), draw: z.number().positive().nullish(), away: z.number().positive() })
    .nullish()
    .describe('Decimal odds; no draw where there is none.'),
  gameId: text.describe("The game a tap launches; none: the page's first sports game."),
});
export type GameMatch = z.output<typeof gameMatchSchema>;

/** Relay GCSGAME_getRankList: a winner of the rank list the home shows. */
export const rankEntrySchema = z.object({
  rank: z.number().int().positive().describe('Place, from 1.'),
  userName: z.string().min(1).describe('The winner, masked by the operator (jo***88).'),
  gameId: text.describe('The game won at.'),
  gameName: text.describe('Its name.'),
  vendor: text.describe('Its vendor.'),
  amount: z.number().describe("The win, in the merchant's currency."),
  currency: text.describe("The win's currency code."),
});
export type RankEntry = z.output<typeof rankEntrySchema>;

/** Relay GCSGAME_gameVendor {category}: the vendors a category page filters its games by. */
export const gameVendorSchema = z.object({
  accountTypeName: z.string().min(1).describe('Vendor code, sent as gameList `vendor`.'),
  displayName: z.string().min(1).describe('Vendor name on the filter.'),
  freeplay: z.boolean().nullish().describe('Trial play is available.'),
  categories: z.array(z.string()).nullish().describe('Categories the vendor has games in.'),
  gameCount: z.number().nullish().describe('Games of the vendor.'),
  imageUrl: text.describe('Vendor logo.'),
});
export type GameVendor = z.output<typeof gameVendorSchema>;
