// @vitest-environment happy-dom
// Issue 42: the game screens act on the page they are given (usePage): its client for the lists, its address
// for a guest's way to the login and the vendor chosen.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import { IMAGE_FORMAT_KEY } from '@/lib/media/image-format';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let merchant: ClientMerchant;
let LotteryLaunch: typeof import('@/features/games/LotteryLaunch').default;
let GameGrid: typeof import('@/features/games/GameGrid').GameGrid;
let VendorFilter: typeof import('@/features/games/VendorFilter').default;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  merchant = toClientMerchant(loadMerchant('merchants', 'luckystar', [])!);
  openPageOf(merchant);
  // Imported after the page opened, from the same fresh modules.
  ({ default: LotteryLaunch } = await import('@/features/games/LotteryLaunch'));
  ({ GameGrid } = await import('@/features/games/GameGrid'));
  ({ default: VendorFilter } = await import('@/features/games/VendorFilter'));
  ({ PageContext } = await import('@/flows/session/usePage'));
});
// The detected format is the browser's (lib/media): fixed here so the calls' queries are known.
beforeEach(() => localStorage.setItem(IMAGE_FORMAT_KEY, 'webp'));
afterEach(() => {
  view?.unmount();
  view = undefined;
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterAll(closePage);

const t = (key: string) => key;
// The page's preserved query goes along; the login returns to the game (/m/game?play=, issue 43).
const LOGIN_TO_THE_GAME = '/m/login?affiliateCode=A7&go=%2Fm%2Fgame%3Fvendor%3DGOLDREEL%26play%3Dg1';

describe('the lottery launch of a guest', () => {
  it("replaces the page with the login, which returns to the lottery with the page's preserved query", async () => {
    const fake = fakePage({ href: 'https://m.luckystar.example/m/launchGame?code=lobby&affiliateCode=A7' });
    view = await render(h(PageContext, { value: fake.page }, h(LotteryLaunch)));
    await view.until(() => fake.visits.length > 0);
    expect(fake.visits).toEqual([
      {
        kind: 'replace',
        url: '/m/login?affiliateCode=A7&go=%2Fm%2FlaunchGame%3Fcode%3Dlobby%26affiliateCode%3DA7',
      },
    ]);
    expect(fake.calls).toEqual([]);
  });
});

describe('the game grid', () => {
  it("asks the page's client for the games, and sends a guest's tap on one to the login, then the game", async () => {
    const game = { gameId: 'g1', gameName: 'Fortune Dragon', vendor: 'GOLDREEL' };
    const fake = fakePage({
      href: 'https://m.luckystar.example/m/slots?affiliateCode=A7',
      answer: () => ({ list: [game], total: 1 }),
    });
    view = await render(h(PageContext, { value: fake.page }, h(GameGrid, { merchant, t, query: { category: 'RNG' } })));
    await view.until(() => view!.container.querySelectorAll('.game-grid li').length === 1);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/GCSGAME_gameList',
        options: { query: { category: 'RNG', page: 1, size: 24, ext: 'webp' }, cache: true },
      },
    ]);
    await view.act(() => view!.container.querySelector<HTMLAnchorElement>('.game-grid a')!.click());
    expect(fake.visits).toEqual([{ kind: 'assign', url: LOGIN_TO_THE_GAME }]);
  });
});

describe('the vendor chips', () => {
  it("ask the page's client for the category's vendors and keep a choice in the page's query", async () => {
    const vendor = (code: string) => ({
      accountTypeName: code,
      displayName: `${code} name`,
      categories: ['RNG'],
      gameCount: 3,
    });
    const fake = fakePage({
      href: 'http://localhost:3000/m/slots?affiliateCode=A7',
      answer: () => [vendor('GOLDREEL'), vendor('PGSOFT')],
    });
    const onChoose = vi.fn();
    const lane = {
      category: 'RNG',
      title: 'Slots',
      cards: [{ accountTypeName: 'GOLDREEL' }, { accountTypeName: 'PGSOFT' }],
    } as Parameters<typeof VendorFilter>[0]['lane'];
    view = await render(
      h(PageContext, { value: fake.page }, h(VendorFilter, { lane, chosen: undefined, onChoose, t })),
    );
    await view.until(() => view!.container.querySelectorAll('.chip').length === 3);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/GCSGAME_gameVendor',
        options: { query: { category: 'RNG', ext: 'webp' }, cache: true, alert: false },
      },
    ]);
    await view.act(() => view!.container.querySelectorAll<HTMLButtonElement>('.chip')[2]!.click());
    expect(onChoose).toHaveBeenCalledWith('PGSOFT');
    expect(`${location.pathname}${location.search}`).toBe('/m/slots?affiliateCode=A7&vendor=PGSOFT');
  });
});
