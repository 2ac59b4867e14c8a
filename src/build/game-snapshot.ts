// The merchant's game lists as the build renders them into the HTML (issue 43: tiles before JavaScript): what the
// operator's list calls answered when the snapshot was taken (`npm run snapshot:games`), held to the answers'
// schemas and to caps, since the file comes from outside. A snapshot that fails never fails a build: the pages
// then render the placeholders they show while a list loads.
import { z } from 'zod';
import { gameSchema, laneSchema } from '../lib/api/contract/game-answers';
import { describeIssues } from './describe-issue';
import { readStrictJson } from './read-json';
import { controlCharacterProblem } from '../config/schema/primitives';

/** The file beside merchant.json that holds a production merchant's snapshot. */
export const GAME_SNAPSHOT_FILE = 'game-snapshot.json';
/** A snapshot older than this is not rendered: a removed game must not stay in the HTML for long. */
export const GAME_SNAPSHOT_MAX_AGE_DAYS = 7;
/** Bigger files are not read at all: a page renders a few dozen tiles, not a catalogue. */
const GAME_SNAPSHOT_MAX_BYTES = 1024 * 1024;
/** Games kept per list: the hot row and each category page's first page (GameGrid's page size). */
export const GAME_SNAPSHOT_LIST_SIZE = 24;
const MAX_LANES = 40;
const MAX_CARDS = 60;
const MAX_NAME = 80;

const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `at most ${max} entries (a snapshot holds what a first screen shows)`);

const gameSnapshotSchema = z.object({
  takenAt: z.iso.datetime({ offset: true }).describe('When the lists were taken (ISO 8601).'),
  lanes: listOf(laneSchema.extend({ cards: listOf(laneSchema.shape.cards.element, MAX_CARDS) }), MAX_LANES).describe(
    'The answer of the lanes call (GCSGAME_newGameVendor).',
  ),
  hotGames: listOf(gameSchema, GAME_SNAPSHOT_LIST_SIZE).describe('The answer of the hot games call.'),
  categoryGames: z
    .record(
      z.string().regex(/^[A-Z0-9_]{1,20}$/, 'a category code (A-Z, 0-9, _)'),
      listOf(gameSchema, GAME_SNAPSHOT_LIST_SIZE),
    )
    .describe("Each lane's first page of the game list call, by category."),
});
export type GameSnapshot = z.output<typeof gameSnapshotSchema>;
type SnapshotGame = GameSnapshot['hotGames'][number];

export interface SnapshotReading {
  /** What the pages render; undefined: placeholders. */
  snapshot?: GameSnapshot;
  /** Why the snapshot, or a part of it, is not rendered. */
  warnings: string[];
}

/**
 * A picture the page may show: https, or a path of the site's own origin (the CSP's img-src). Anything else
 * (javascript:, data:, http:, a protocol-relative //host) is dropped.
 */
export const isSnapshotImage = (url: string) =>
  /^https:\/\/[^\s/]+\//.test(url) || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'));

/** A name as one short line: the page renders it as text (React escapes it); here it only must fit a tile. */
function displayName(name: string): string | undefined {
  if (controlCharacterProblem(name) || name.trim() === '') return undefined;
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name;
}

/** The snapshot with what a page may not show taken out: games without a usable name, unsafe pictures. */
function shown(snapshot: GameSnapshot, warnings: string[]): GameSnapshot {
  let names = 0;
  let images = 0;
  const picture = <T extends { imageUrl?: string | null | undefined }>(item: T): T => {
    if (!item.imageUrl || isSnapshotImage(item.imageUrl)) return item;
    images += 1;
    return { ...item, imageUrl: null };
  };
  const games = (list: readonly SnapshotGame[]) =>
    list.flatMap((game) => {
      const gameName = displayName(game.gameName);
      if (gameName === undefined) {
        names += 1;
        return [];
      }
      return [picture({ ...game, gameName })];
    });
  const result: GameSnapshot = {
    takenAt: snapshot.takenAt,
    lanes: snapshot.lanes.map((lane) => ({ ...lane, cards: lane.cards.map(picture) })),
    hotGames: games(snapshot.hotGames),
    categoryGames: Object.fromEntries(
      Object.entries(snapshot.categoryGames).map(([code, list]) => [code, games(list)]),
    ),
  };
  if (names) warnings.push(`${names} game(s) left out: an empty name, or a line break or control character in it`);
  if (images)
    warnings.push(`${images} picture(s) left out: not https or a path of the site (javascript:, data:, http: ...)`);
  return result;
}

/** Reads a snapshot file's text as of `now`: the snapshot to render, or none, and why. */
export function readGameSnapshot(text: string, now: Date): SnapshotReading {
  const bytes = Buffer.byteLength(text);
  if (bytes > GAME_SNAPSHOT_MAX_BYTES)
    return { warnings: [`${(bytes / 1024 / 1024).toFixed(1)} MB is over the 1 MB cap; not read`] };
  const { value, problems } = readStrictJson(text);
  if (problems.length) return { warnings: problems.map(({ field, message }) => `${field}: ${message}`) };
  const parsed = gameSnapshotSchema.safeParse(value, { reportInput: true });
  if (!parsed.success)
    return {
      warnings: describeIssues(gameSnapshotSchema, parsed.error.issues)
        .slice(0, 10)
        .map(({ field, message }) => `${field}: ${message.replace(/^Invalid input: /, '')}`),
    };
  const age = (now.getTime() - Date.parse(parsed.data.takenAt)) / 86_400_000;
  if (age > GAME_SNAPSHOT_MAX_AGE_DAYS)
    return {
      warnings: [
        `taken ${Math.floor(age)} days ago (${parsed.data.takenAt}), more than ${GAME_SNAPSHOT_MAX_AGE_DAYS}: take it again before the build`,
      ],
    };
  if (age < -1) return { warnings: [`takenAt ${parsed.data.takenAt} is in the future`] };
  const warnings: string[] = [];
  return { snapshot: shown(parsed.data, warnings), warnings };
}
