// @vitest-environment happy-dom
// Issue 42: the status check asks the page it is given (SPEC 7 GET /wps/v2/system/status): the query names the
// stored track and original domain, else this address's host, and the answer's switches are kept in its storage.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let merchant: ClientMerchant;
let SystemStatus: typeof import('@/features/status/SystemStatus').default;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  const problems: string[] = [];
  const luckystar = loadMerchant('merchants', 'luckystar', problems);
  if (!luckystar) throw new Error(problems.join('\n'));
  merchant = toClientMerchant(luckystar);
  openPageOf(merchant);
  // Imported after the page opened, from the same fresh modules.
  ({ default: SystemStatus } = await import('@/features/status/SystemStatus'));
  ({ PageContext } = await import('@/flows/session/usePage'));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});
afterAll(closePage);

describe('the status check on its page', () => {
  it('sends the stored track and original domain with this address', async () => {
    const fake = fakePage({
      href: 'https://play.luckystar.example/m/home?tab=2',
      stored: { local: { tid: 'T-77', reg_info: JSON.stringify({ originalDomain: 'luckystar.example' }) } },
      answer: () => ({ maintenance: false, regionRestriction: false }),
    });
    view = await render(h(PageContext, { value: fake.page }, h(SystemStatus)));
    await view.until(() => fake.calls.length > 0);

    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/v2/system/status',
        options: {
          query: {
            device: 'MOBILE',
            track: 'T-77',
            originalDomain: 'luckystar.example',
            url: 'https://play.luckystar.example/m/home',
          },
          timeoutMs: 15_000,
        },
      },
    ]);
  });

  it("names this address's host without a stored original domain, and keeps the answer's switches", async () => {
    const [flag] = Object.keys(merchant.flags);
    const fake = fakePage({
      href: 'https://m.luckystar.example/m/rng.html',
      answer: () => ({ maintenance: false, regionRestriction: false, whitelabelVal: { [flag!]: false } }),
    });
    view = await render(h(PageContext, { value: fake.page }, h(SystemStatus)));
    await view.until(() => fake.local.has('run_time_flags'));

    expect(fake.calls.map((call) => call.options)).toEqual([
      {
        query: {
          device: 'MOBILE',
          track: undefined,
          originalDomain: 'm.luckystar.example',
          url: 'https://m.luckystar.example/m/rng.html',
        },
        timeoutMs: 15_000,
      },
    ]);
    expect(JSON.parse(fake.local.get('run_time_flags')!)).toEqual({
      merchant: merchant.code,
      switches: { [flag!]: false },
    });
  });
});
