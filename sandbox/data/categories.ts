// A demo shows what the merchant offers: merchant.json's categories and the sample games of sandbox.json agree.
import { CATEGORY_PATHS, categoryPathOf, type CategoryPath } from '../../src/config/game-categories';
import type { SandboxGame } from './schema';

/**
 * Each category page offered without a sample game, and each page with sample games not offered. Sample data
 * without games (a folder without sandbox.json) shows empty states by design, so it is not compared.
 */
export function categoryMismatches(
  offered: readonly CategoryPath[],
  data: { games: readonly Pick<SandboxGame, 'category'>[] },
): string[] {
  if (data.games.length === 0) return [];
  const sampled = new Set(data.games.map((game) => categoryPathOf(game.category)));
  return [
    ...offered
      .filter((path) => !sampled.has(path))
      .map((path) => `categories: "${path}" is offered, but sandbox.json has no game for its page`),
    ...CATEGORY_PATHS.filter((path) => sampled.has(path) && !offered.includes(path)).map(
      (path) => `categories: sandbox.json has games for "${path}", which is not offered; add it or drop them`,
    ),
  ];
}
