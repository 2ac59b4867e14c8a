// @vitest-environment happy-dom
// Issue 42: the page-events island keeps the campaign's click ids of the address it is given in that page's
// local storage (SPEC 4), merged with the ones kept before.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let merchant: ClientMerchant;
let PageEvents: typeof import('@/features/tracking/PageEvents').default;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  const problems: string[] = [];
  const luckystar = loadMerchant('merchants', 'luckystar', problems);
  if (!luckystar) throw new Error(problems.join('\n'));
  merchant = toClientMerchant(luckystar);
  // The tracked events themselves go out through the page's own client and beacon (flows/tracking): answered here.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, value: null }) }) as Response),
  );
  openPageOf(merchant);
  ({ default: PageEvents } = await import('@/features/tracking/PageEvents'));
  ({ PageContext } = await import('@/flows/session/usePage'));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closePage();
});

describe('the page events on their page', () => {
  it("keeps the address's click ids beside the ones stored before", async () => {
    const fake = fakePage({
      href: 'https://m.luckystar.example/m/home?fbclid=fb-1&ttclid=tt-2',
      stored: { local: { click_ids: JSON.stringify({ gclid: 'g-0' }) } },
    });
    view = await render(h(PageContext, { value: fake.page }, h(PageEvents, { merchant })));

    expect(JSON.parse(fake.local.get('click_ids')!)).toEqual({ gclid: 'g-0', fbclid: 'fb-1', ttclid: 'tt-2' });
  });

  it('writes nothing for an address without click ids', async () => {
    const fake = fakePage({ href: 'https://m.luckystar.example/m/home?tab=2' });
    view = await render(h(PageContext, { value: fake.page }, h(PageEvents, { merchant })));

    expect(fake.local.has('click_ids')).toBe(false);
  });
});
