// Relay GETs for games (public, SPEC 6 "game lists"): vendors, lanes, lists, hot, rank list, matches, trial.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY_ORDINAL_START, CATEGORY_ORDINAL_STEP } from '../../src/config/constants';
import type { SandboxGame } from '../data/schema';
import type { Sandbox } from '../state/sandbox';
import { gameById, gameView, imageUrl } from './content';
import { merchantOf, originOf, parse, queryOf } from './context';
import { ApiError, ok } from './errors';
import { gamePageUrl } from './game-page-url';
import { relayPath, WPS } from '../wps-paths';

const ext = z.enum(['webp', 'avif']).optional();
const listQuery = z.object({
  vendor: z.string().optional(),
  category: z.string().optional(),
  keyword: z.string().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  ext,
});

export function registerGameRelays(app: FastifyInstance, sandbox: Sandbox): void {
  // A category page asks for its own vendors (category); without one, every vendor.
  app.get(relayPath('GCSGAME_gameVendor'), async (request) => {
    const { category } = parse(z.object({ category: z.string().optional(), ext }), queryOf(request), 'query');
    const state = merchantOf(request);
    return ok(
      state.data.vendors.flatMap((vendor) => {
        const games = state.data.games.filter((game) => game.vendor === vendor.code);
        if (category && !games.some((game) => game.category === category)) return [];
        return {
          accountTypeName: vendor.code,
          displayName: vendor.name,
          freeplay: vendor.freeplay,
          categories: [...new Set(games.map((game) => game.category))],
          gameCount: games.length,
          imageUrl: imageUrl(originOf(request), 'vendor', vendor.code),
        };
      }),
    );
  });

  // SPEC 3 "Game vendor lanes": title, cards (accountTypeName, displayName, freeplay), gameClassify, gameCount.
  app.get(WPS.GCSGAME_newGameVendor, async (request) => {
    parse(z.object({ platform: z.literal('html5'), ext }), queryOf(request), 'query');
    const state = merchantOf(request);
    const origin = originOf(request);
    return ok(
      state.data.categories.map((category, index) => {
        const games = state.data.games.filter((game) => game.category === category.code);
        const vendors = [...new Set(games.map((game) => game.vendor))];
        const classify = [...new Set(games.map((game) => game.classify).filter((c): c is string => Boolean(c)))];
        return {
          category: category.code,
          title: category.name,
          sort: CATEGORY_ORDINAL_START + index * CATEGORY_ORDINAL_STEP,
          gameCount: games.length,
          cards: vendors.map((code) => {
            const vendor = state.data.vendors.find((v) => v.code === code);
            return {
              accountTypeName: code,
              displayName: vendor?.name ?? code,
              freeplay: vendor?.freeplay ?? false,
              gameCount: games.filter((g) => g.vendor === code).length,
              imageUrl: imageUrl(origin, 'vendor', code),
            };
          }),
          gameClassify: classify.map((name) => ({
            classify: name,
            vendors: [...new Set(games.filter((g) => g.classify === name).map((g) => g.vendor))],
          })),
        };
      }),
    );
  });

  app.get(WPS.GCSGAME_gameList, async (request) => {
    const query = parse(listQuery, queryOf(request), 'query');
    const state = merchantOf(request);
    const keyword = query.keyword?.toLowerCase();
    const matching = state.data.games.filter(
      (game) =>
        (!query.vendor || game.vendor === query.vendor) &&
        (!query.category || game.category === query.category) &&
        (!keyword || game.name.toLowerCase().includes(keyword)),
    );
    const list = matching
      .slice((query.page - 1) * query.size, query.page * query.size)
      .map((game) => gameView(state, originOf(request), game));
    return ok({ list, total: matching.length, page: query.page, size: query.size });
  });

  app.get(WPS.GCSGAME_hotGamesV2, async (request) => {
    const { category } = parse(z.object({ category: z.string().optional(), ext }), queryOf(request), 'query');
    const state = merchantOf(request);
    const hot = state.data.hotGameIds
      .map((id) => gameById(state, id))
      .filter((game): game is SandboxGame => game !== undefined && (!category || game.category === category));
    return ok(hot.map((game) => gameView(state, originOf(request), game)));
  });

  app.get(relayPath('GCSGAME_getRankList'), async (request) => {
    const state = merchantOf(request);
    const sorted = [...state.data.rankList].sort((a, b) => b.amount - a.amount);
    return ok(
      sorted.map((entry, index) => {
        const game = gameById(state, entry.gameId);
        return {
          rank: index + 1,
          userName: entry.userName,
          gameId: entry.gameId,
          gameName: game?.name ?? '',
          vendor: game?.vendor ?? '',
          amount: entry.amount,
          currency: state.merchant.currency.code,
        };
      }),
    );
  });

  app.get(relayPath('GCSGAME_getGameMatchV2'), async (request) => {
    const state = merchantOf(request);
    const now = sandbox.now();
    return ok(
      state.data.gameMatches.map((match) => ({
        matchId: match.id,
        sport: match.sport,
        league: match.league,
        homeTeam: match.home,
        awayTeam: match.away,
        startTime: now + match.startsInMinutes * 60_000,
        status: match.startsInMinutes <= 0 ? 'LIVE' : 'UPCOMING',
        odds: match.odds,
        gameId: match.gameId ?? null,
      })),
    );
  });

  app.get(WPS.GCS_gameTrialLaunch, async (request) => {
    const query = parse(
      z.object({ gameId: z.string().min(1), nodeId: z.string().optional(), platform: z.string().optional() }),
      queryOf(request),
      'query',
    );
    const state = merchantOf(request);
    const game = gameById(state, query.gameId);
    if (!game || (query.nodeId && query.nodeId !== game.nodeId))
      throw new ApiError(
        400,
        'game.not.exists',
        `gameId: no game "${query.gameId}"${query.nodeId ? ` on node "${query.nodeId}"` : ''}`,
      );
    if (!game.freeplay) throw new ApiError(400, 'game.trial.unavailable', `gameId: ${game.name} has no trial play`);
    return ok({
      gameUrl: gamePageUrl(state, originOf(request), { name: game.name, vendor: game.vendor, mode: 'trial' }),
    });
  });
}
