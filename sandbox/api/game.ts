// GET /wps/game/launchGame: the lottery form, its SEA_Tradition_Mobile variant, and vendor games.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOME_PATH } from '../../src/config/routes';
import type { MerchantState, Sandbox } from '../state/sandbox';
import { gameById } from './content';
import { merchantOf, originOf, parse, queryOf, requireMember } from './context';
import { ApiError, ok } from './errors';
import { gamePageUrl } from './game-page-url';
import { WPS } from '../wps-paths';

const RECENT_LIMIT = 20;
const flag = z.enum(['true', 'false', '0', '1']).optional();

const launchQuery = z.object({
  // Lottery form (SPEC 7)
  lottoArea: z.string().optional(),
  launchMode: z.literal('LOTT').optional(),
  lottoMode: z.literal('SEA_Tradition_Mobile').optional(),
  lottoPrizeMode: z.string().optional(),
  lottoGameCode: z.string().optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  hasLobby: flag,
  title: z.string().optional(),
  labelName: z.string().optional(),
  // Vendor game form (banner click type G, game lists)
  vendor: z.string().optional(),
  gameId: z.string().optional(),
  gameCode: z.string().optional(),
  nodeId: z.string().optional(),
  roomId: z.string().optional(),
  gameType: z.string().optional(),
  playType: z.string().optional(),
  // Both
  device: z.literal('MOBILE').optional(),
  backUrl: z.string().optional(),
  language: z.string().optional(),
});

type LaunchQuery = z.output<typeof launchQuery>;

/** The back link of the game page: only app paths, so the page cannot send players elsewhere. */
const backPath = (backUrl: string | undefined) => (backUrl && /^\/m\/[^/]/.test(backUrl) ? backUrl : HOME_PATH);

function findGame(state: MerchantState, query: LaunchQuery, lottery: boolean) {
  if (lottery) {
    const code = query.lottoGameCode ?? (query.lottoView === 'lobby' ? 'lobby' : undefined);
    if (!code) throw new ApiError(400, 'bad.request', 'lottoGameCode: is required (or lottoView=lobby)');
    if (code === 'lobby') return { name: 'Lottery lobby', vendor: 'LOTTERY', id: undefined };
    const game = state.data.games.find(
      (g) => (g.category === 'LOTT' || g.category === 'ELOTT') && (g.code === code || g.id === code),
    );
    if (!game) throw new ApiError(400, 'game.not.exists', `lottoGameCode: no lottery game "${code}"`);
    return { name: game.name, vendor: game.vendor, id: game.id };
  }
  if (!query.gameId && !query.gameCode)
    throw new ApiError(
      400,
      'bad.request',
      'gameId: send gameId or vendor and gameCode, or the lottery form (launchMode=LOTT)',
    );
  const game = query.gameId
    ? gameById(state, query.gameId)
    : state.data.games.find((g) => g.code === query.gameCode && (!query.vendor || g.vendor === query.vendor));
  if (!game || (query.nodeId && query.nodeId !== game.nodeId))
    throw new ApiError(
      400,
      'game.not.exists',
      `gameId: no such game${query.nodeId ? ` on node "${query.nodeId}"` : ''}`,
    );
  return { name: game.name, vendor: game.vendor, id: game.id };
}

export function registerGame(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(WPS.launchGame, async (request) => {
    const query = parse(launchQuery, queryOf(request), 'query');
    const { user } = requireMember(request, sandbox);
    const state = merchantOf(request);
    const lottery = query.launchMode === 'LOTT' || query.lottoMode === 'SEA_Tradition_Mobile';
    const game = findGame(state, query, lottery);
    if (game.id) {
      user.recentGameIds = [game.id, ...user.recentGameIds.filter((id) => id !== game.id)].slice(0, RECENT_LIMIT);
      sandbox.changed();
    }
    const view = lottery ? (query.lottoView ?? 'betting') : undefined;
    return ok({
      gameUrl: gamePageUrl(state, originOf(request), {
        name: game.name,
        vendor: game.vendor,
        mode: lottery ? 'lottery' : 'real',
        ...(view ? { view } : {}),
        back: backPath(query.backUrl),
      }),
    });
  });
}
