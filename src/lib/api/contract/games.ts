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
