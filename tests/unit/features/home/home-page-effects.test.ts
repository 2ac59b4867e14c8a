// @vitest-environment happy-dom
// Issue 42: the home's islands ask through the page they are given (usePage): its client, and its address for
// the speed domains' links.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let merchant: ClientMerchant;
let SpeedDomains: typeof import('@/features/home/SpeedDomains').default;
let NewsList: typeof import('@/features/home/NewsList').default;
let RankList: typeof import('@/features/home/RankList').default;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  merchant = toClientMerchant(loadMerchant('merchants', 'luckystar', [])!);
  openPageOf(merchant);
  // Imported after the page opened, from the same fresh modules.
  ({ default: SpeedDomains } = await import('@/features/home/SpeedDomains'));
  ({ default: NewsList } = await import('@/features/home/NewsList'));
  ({ default: RankList } = await import('@/features/home/RankList'));
  ({ PageContext } = await import('@/flows/session/usePage'));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});
afterAll(closePage);

const t = (key: string) => key;

describe("the home's islands on their page", () => {
  it("link the speed domains with the page's preserved query, leaving out the page's own host", async () => {
    const fake = fakePage({
      href: 'https://m.luckystar.example/m/index?affiliateCode=A7&tab=2',
      answer: () => ({ speedDomains: ['fast.luckystar.example', 'm.luckystar.example', 'javascript:alert(1)'] }),
    });
    view = await render(h(PageContext, { value: fake.page }, h(SpeedDomains)));
    await view.until(() => view!.container.querySelectorAll('.speed-domains a').length > 0);
    const links = [...view.container.querySelectorAll<HTMLAnchorElement>('.speed-domains a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['fast.luckystar.example', 'https://fast.luckystar.example/m/home?affiliateCode=A7'],
    ]);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/system/domainRoute',
        options: { query: { device: 'MOBILE' }, cache: true, alert: false },
      },
    ]);
  });

  it("ask the page's client for the news and the marquee notices, news first", async () => {
    const fake = fakePage({
      answer: () => [
        { id: 'm1', type: 'MARQUEE', title: 'Maintenance at 2:00' },
        { id: 'n1', type: 'NEWS', title: 'New games', content: 'Ten more slots.' },
      ],
    });
    view = await render(h(PageContext, { value: fake.page }, h(NewsList)));
    await view.until(() => view!.container.querySelectorAll('.news-item').length === 2);
    const titles = [...view.container.querySelectorAll('.news-item__title')].map((title) => title.textContent);
    expect(titles).toEqual(['New games', 'Maintenance at 2:00']);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/MCSFE_getListAnnouncements',
        options: { query: { types: 'NEWS,MARQUEE', platform: 'MOBILE' }, cache: true, auth: false },
      },
    ]);
  });

  it("ask the page's client for the rank list", async () => {
    const fake = fakePage({
      answer: () => [{ rank: 1, userName: 'jo***88', gameName: 'Fortune Dragon', amount: 1500 }],
    });
    view = await render(h(PageContext, { value: fake.page }, h(RankList, { merchant, skeleton: null, t })));
    await view.until(() => view!.container.querySelectorAll('.winner').length === 1);
    expect(view.container.querySelector('.winner__name')!.textContent).toBe('jo***88');
    expect(fake.calls).toEqual([
      { method: 'get', path: '/wps/relay/GCSGAME_getRankList', options: { cache: true, alert: false } },
    ]);
  });
});
