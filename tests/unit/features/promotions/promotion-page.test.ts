// @vitest-environment happy-dom
// Issue 42: the promotions page reads the promotion and category from the page's address, asks through the
// page's client and keeps a chosen category in the page's query.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import { IMAGE_FORMAT_KEY } from '@/lib/media/image-format';
import { closePage, openPageOf } from '../../open-page';
import { fakePage, type ApiCall } from '../fake-page';
import { h, render } from '../render';

let PromotionPage: typeof import('@/features/promotions/PromotionPage').default;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  openPageOf(toClientMerchant(loadMerchant('merchants', 'luckystar', [])!));
  // Imported after the page opened, from the same fresh modules.
  ({ default: PromotionPage } = await import('@/features/promotions/PromotionPage'));
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

const answer = (call: ApiCall) =>
  call.path === '/wps/relay/PROMOFE_getPromotionAnnouncementCategory'
    ? [{ id: 'c1', name: 'Slots' }]
    : [
        { id: 'p1', type: 'PROMOTION', title: 'Welcome bonus' },
        { id: 'p2', type: 'PROMOTION', title: 'Weekend reload', content: '10% every Saturday.' },
      ];

describe('the promotions page', () => {
  it("opens the promotion the page's address names, from the page's client", async () => {
    const fake = fakePage({ href: 'http://localhost:3000/m/activity?id=p2', answer });
    view = await render(h(PageContext, { value: fake.page }, h(PromotionPage)));
    await view.until(() => Boolean(view!.container.querySelector('[data-promotion-id]')));
    expect(view.container.querySelector('[data-promotion-id]')!.getAttribute('data-promotion-id')).toBe('p2');
    expect(fake.calls).toEqual([
      { method: 'get', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', options: { alert: false } },
      {
        method: 'get',
        path: '/wps/relay/MCSFE_getListAnnouncements',
        options: { query: { types: 'PROMOTION', platform: 'MOBILE', ext: 'webp' }, cache: true, auth: false },
      },
    ]);
  });

  it("keeps a chosen category in the page's query, every other parameter kept", async () => {
    const fake = fakePage({ href: 'http://localhost:3000/m/activity?affiliateCode=A7', answer });
    view = await render(h(PageContext, { value: fake.page }, h(PromotionPage)));
    await view.until(() => view!.container.querySelectorAll('.promotion-filter__chip').length === 2);
    await view.act(() => view!.container.querySelectorAll<HTMLButtonElement>('.promotion-filter__chip')[1]!.click());
    expect(`${location.pathname}${location.search}`).toBe('/m/activity?affiliateCode=A7&category=c1');
    expect(fake.visits).toEqual([]);
  });
});
