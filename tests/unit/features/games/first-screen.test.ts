// @vitest-environment happy-dom
// Issue 43: a game tile is a link that works before hydration (the login, with the game as its target), a
// hydrated member's tap launches in place, /m/game?play= launches what such a link named, and the build's games
// show from the first render until the live list replaces them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import type { Game } from '@/flows/games/api';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let merchant: ClientMerchant;
let GameTile: typeof import('@/flows/games/GameTile').GameTile;
let GameGrid: typeof import('@/features/games/GameGrid').GameGrid;
let playFromLink: typeof import('@/features/games/play-from-link').playFromLink;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let session: typeof import('@/stores/session');
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  merchant = toClientMerchant(loadMerchant('merchants', 'luckystar', [])!);
  openPageOf(merchant);
  ({ GameTile } = await import('@/flows/games/GameTile'));
  ({ GameGrid } = await import('@/features/games/GameGrid'));
  ({ playFromLink } = await import('@/features/games/play-from-link'));
  ({ PageContext } = await import('@/flows/session/usePage'));
  session = await import('@/stores/session');
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  session.endSession();
  sessionStorage.clear();
});
afterAll(closePage);

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const dragon: Game = { gameId: 'g1012', gameName: 'Fortune Dragon', vendor: 'GOLDREEL', category: 'RNG' };
const DRAGON_LINK = '/m/login?go=%2Fm%2Fgame%3Fcategory%3DRNG%26vendor%3DGOLDREEL%26play%3Dg1012';
const member = () => session.startSession({ token: 'tok-1', merchantCode: 'LUCKYSTAR' } as never);

/** Clicks `link` as a finger would; says whether the page answered the tap itself (no navigation by the link). */
function tap(link: Element, init: MouseEventInit = {}): boolean {
  let answered = false;
  const last = (event: Event) => {
    answered = event.defaultPrevented;
    event.preventDefault(); // happy-dom would follow the link
  };
  window.addEventListener('click', last);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', last);
  return answered;
}

describe('a game tile', () => {
  it('links to the login with /m/game and the game as its target, where a hydrated guest goes too', async () => {
    const onPlay = vi.fn();
    const fake = fakePage({ href: 'https://m.luckystar.example/m/home?affiliateCode=A7' });
    view = await render(
      h(PageContext, { value: fake.page }, h('ul', null, h(GameTile, { game: dragon, t, onPlay, onTrial: vi.fn() }))),
    );
    const link = view.container.querySelector('a.game-tile__play')!;
    expect(link.getAttribute('href')).toBe(DRAGON_LINK);
    expect(tap(link)).toBe(true);
    expect(fake.visits).toEqual([
      { kind: 'assign', url: `/m/login?affiliateCode=A7&${DRAGON_LINK.slice('/m/login?'.length)}` },
    ]);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it("launches in place on a hydrated member's plain tap; a modified one opens the link", async () => {
    member();
    const onPlay = vi.fn();
    const fake = fakePage();
    view = await render(
      h(PageContext, { value: fake.page }, h('ul', null, h(GameTile, { game: dragon, t, onPlay, onTrial: vi.fn() }))),
    );
    const link = view.container.querySelector('a.game-tile__play')!;
    expect(tap(link, { ctrlKey: true })).toBe(false);
    expect(onPlay).not.toHaveBeenCalled();
    expect(tap(link)).toBe(true);
    expect(onPlay).toHaveBeenCalledWith(dragon);
    expect(fake.visits).toEqual([]);
  });
});

describe('/m/game?play=', () => {
  const href = 'https://m.luckystar.example/m/game?category=RNG&vendor=GOLDREEL&play=g1012';

  it('sends a guest to the login, which comes back here to launch', async () => {
    const fake = fakePage({ href });
    const play = vi.fn();
    await playFromLink(merchant, fake.page, history, play);
    expect(fake.visits).toEqual([
      { kind: 'assign', url: '/m/login?go=%2Fm%2Fgame%3Fcategory%3DRNG%26vendor%3DGOLDREEL%26play%3Dg1012' },
    ]);
    expect(play).not.toHaveBeenCalled();
  });

  it("launches a member's game once, found among its vendor's, and takes play out of the address", async () => {
    member();
    const listed = { ...dragon, nodeId: 'n1012', gameType: 'SLOT' };
    const fake = fakePage({ href, answer: () => ({ list: [{ ...dragon, gameId: 'g1' }, listed], total: 2 }) });
    const replaceState = vi.fn();
    const play = vi.fn();
    await playFromLink(merchant, fake.page, { replaceState }, play);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/m/game?category=RNG&vendor=GOLDREEL');
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/GCSGAME_gameList',
        options: { query: { vendor: 'GOLDREEL', category: 'RNG', page: 1, size: 200 }, cache: true },
      },
    ]);
    expect(play).toHaveBeenCalledWith(merchant, listed, fake.page.location);
  });

  it('asks for a game gone since the build by its id, so that the operator ends it as any ended game', async () => {
    member();
    const fake = fakePage({ href, answer: () => ({ list: [], total: 0 }) });
    const play = vi.fn();
    await playFromLink(merchant, fake.page, { replaceState: vi.fn() }, play);
    expect(play).toHaveBeenCalledWith(
      merchant,
      { gameId: 'g1012', gameName: '', vendor: 'GOLDREEL', category: 'RNG' },
      fake.page.location,
    );
  });

  it('does nothing without play', async () => {
    const fake = fakePage({ href: 'https://m.luckystar.example/m/game?category=RNG' });
    const play = vi.fn();
    await playFromLink(merchant, fake.page, { replaceState: vi.fn() }, play);
    expect([fake.visits, fake.calls, play.mock.calls]).toEqual([[], [], []]);
  });
});

describe("the build's games in a grid", () => {
  it('show from the first render, and the live page replaces them without a skeleton between', async () => {
    let answer!: (value: unknown) => void;
    const fake = fakePage({ answer: () => new Promise((resolve) => (answer = resolve)) });
    view = await render(
      h(PageContext, { value: fake.page }, h(GameGrid, { merchant, t, query: { category: 'RNG' }, initial: [dragon] })),
    );
    const names = () => [...view!.container.querySelectorAll('.game-tile__name')].map((name) => name.textContent);
    expect(names()).toEqual(['Fortune Dragon']);
    expect(view.container.querySelector('.game-tile--skeleton')).toBeNull();
    await view.until(() => fake.calls.length === 1);
    expect(names()).toEqual(['Fortune Dragon']);
    await view.act(() => answer({ list: [{ ...dragon, gameId: 'g2', gameName: 'Lucky Neko' }], total: 1 }));
    await view.until(() => names()[0] === 'Lucky Neko');
    expect(names()).toEqual(['Lucky Neko']);
  });
});
