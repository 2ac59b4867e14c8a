// Issue 42 "One build channel": the merchants reach the page build through Astro's own means, an integration's
// virtual module, checked again with the merchant schema; a broken plan names the merchant and the field.
import { describe, expect, it } from 'vitest';
import { checkPlan, merchantPlan } from '@/build/merchant-plan';
import { loadMerchants } from '@/build/load';
import type { Merchant } from '@/config/schema/merchant';
import type { GameSnapshot } from '@/build/game-snapshot';

const { merchants: samples } = loadMerchants('merchants');
const luckystar = samples.find((merchant) => merchant.code === 'luckystar')!;
const withTheme = (theme: unknown) => ({ ...luckystar, theme }) as unknown as Merchant;

type Plugin = { resolveId: (id: string) => string | undefined; load: (id: string) => string | undefined };
/** What the integration gives Astro: its Vite plugin and its middleware. */
function setUp(merchants?: readonly Merchant[], snapshots?: Record<string, GameSnapshot>) {
  const plugins: Plugin[] = [];
  const middlewares: { entrypoint: URL; order: string }[] = [];
  const setup = merchantPlan(merchants, snapshots).hooks['astro:config:setup'] as (options: unknown) => void;
  setup({
    updateConfig: (config: { vite: { plugins: Plugin[] } }) => plugins.push(...config.vite.plugins),
    addMiddleware: (middleware: { entrypoint: URL; order: string }) => middlewares.push(middleware),
  });
  return { plugin: plugins[0]!, middlewares };
}

describe('checkPlan', () => {
  it('answers the sample merchants as they are (the schema reads its own output alike)', () => {
    expect(samples.map((merchant) => merchant.code)).toEqual(['luckystar', 'saigonlotto', 'siamarena']);
    expect(checkPlan(samples)).toEqual(samples);
  });

  it('names the merchant and the field of a wrong value', () => {
    expect(() => checkPlan([withTheme({ ...luckystar.theme, primary: 42 })])).toThrow(
      new Error(
        'Invalid merchant build plan:\nmerchant "luckystar": theme.primary: must be a hex colour string like "#1a2b3c"',
      ),
    );
  });

  it('names an unknown field, a missing one, a bad code and a merchant listed twice', () => {
    const { themeColor: _dropped, ...withoutThemeColor } = luckystar.theme;
    const problems = () =>
      checkPlan([
        { ...luckystar, themes: {} },
        withTheme(withoutThemeColor),
        { ...luckystar, code: '../etc' },
        'luckystar',
      ]);
    expect(problems).toThrow(
      new Error(
        [
          'Invalid merchant build plan:',
          'merchant "luckystar": themes: unknown setting; did you mean "theme"?',
          'merchant "luckystar": code: listed twice',
          'merchant "luckystar": theme.themeColor: is required (string)',
          'plan entry 2: code: "../etc" is not a merchant folder\'s code',
          'plan entry 3: code: "undefined" is not a merchant folder\'s code',
        ].join('\n'),
      ),
    );
  });
});

describe('merchantPlan', () => {
  it('fails the build before anything renders when a planned merchant is broken', () => {
    expect(() => setUp([withTheme({ ...luckystar.theme, primary: 42 })])).toThrow(
      'merchant "luckystar": theme.primary:',
    );
  });

  it('serves the checked merchants as virtual:merchant-plan, and renders each page as its merchant', () => {
    const { plugin, middlewares } = setUp([luckystar]);
    const id = plugin.resolveId('virtual:merchant-plan')!;
    expect(plugin.resolveId('virtual:other')).toBeUndefined();
    expect(plugin.load(id)).toBe(`export default ${JSON.stringify([luckystar])};\nexport const snapshots = {};`);
    expect(middlewares.map(({ entrypoint, order }) => [entrypoint.pathname, order])).toEqual([
      [new URL('../../../src/build/plan.ts', import.meta.url).pathname, 'pre'],
    ]);
  });

  it('serves every valid merchant folder when given no plan (astro dev)', () => {
    const { plugin } = setUp();
    expect(plugin.load(plugin.resolveId('virtual:merchant-plan')!)).toBe(
      `export default ${JSON.stringify(samples)};\nexport const snapshots = {};`,
    );
  });

  it("carries each planned merchant's game snapshot, and refuses one of a merchant the plan does not build", () => {
    const snapshot: GameSnapshot = { takenAt: '2026-12-02T06:00:00.000Z', lanes: [], hotGames: [], categoryGames: {} };
    const { plugin } = setUp([luckystar], { luckystar: snapshot });
    expect(plugin.load(plugin.resolveId('virtual:merchant-plan')!)).toBe(
      `export default ${JSON.stringify([luckystar])};\nexport const snapshots = ${JSON.stringify({ luckystar: snapshot })};`,
    );
    expect(() => setUp([luckystar], { siamarena: snapshot })).toThrow(
      'Game snapshots of merchants not in the plan: siamarena',
    );
  });
});
