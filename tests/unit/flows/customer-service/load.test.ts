import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api/request';
import { customerServiceItemUrl, fetchCustomerServiceItems } from '@/flows/customer-service/service-items';

const apiAnswering = (value: unknown) => {
  const get = vi.fn().mockResolvedValue(value);
  return { api: { get } as unknown as ApiClient, get };
};

describe('customer-service items (SPEC 7 WPSCORE_getCustomerServiceScript)', () => {
  it('are fetched once per page (cached) without an alert', async () => {
    const items = [{ csType: 'LIVECHAT', path: 'https://chat.test/a' }];
    const { api, get } = apiAnswering(items);
    expect(await fetchCustomerServiceItems(api)).toEqual(items);
    expect(get).toHaveBeenCalledWith('/wps/relay/WPSCORE_getCustomerServiceScript', { alert: false, cache: true });
  });

  it('are the items the login of this session kept, with no call, when there are some', async () => {
    const kept = [{ csType: 'COMM100VIP', path: 'https://vip.chat.test/', labelIds: ['VIP3'] }];
    const { api, get } = apiAnswering([]);
    expect(await fetchCustomerServiceItems(api, async () => kept)).toBe(kept);
    expect(await fetchCustomerServiceItems(api, async () => [])).toEqual([]);
    expect(get).not.toHaveBeenCalled();
    expect(await fetchCustomerServiceItems(api, async () => undefined)).toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['null', null],
    ['an object', { csType: 'LIVECHAT', path: 'https://chat.test/a' }],
    ['a string', 'https://chat.test/a'],
  ])('are none when the answer is %s', async (_name, value) => {
    expect(await fetchCustomerServiceItems(apiAnswering(value).api)).toEqual([]);
  });
});

describe('an item’s chat URL', () => {
  const base = 'https://luckystar.example/m/home';

  it('is the https path, or a site path made absolute', async () => {
    expect(await customerServiceItemUrl({ csType: 'LIVECHAT', path: 'https://chat.test/a' }, base)).toBe(
      'https://chat.test/a',
    );
    expect(await customerServiceItemUrl({ csType: 'TX-CHAT', path: '/__chat/frame/TX-CHAT' }, base)).toBe(
      'https://luckystar.example/__chat/frame/TX-CHAT',
    );
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', ''])(
    'is undefined for %j',
    async (path) => {
      expect(await customerServiceItemUrl({ csType: 'LIVECHAT', path }, base)).toBeUndefined();
    },
  );
});
