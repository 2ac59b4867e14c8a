// @vitest-environment happy-dom
// Customer service's notices are hostile text: markup in a title or content shows as characters, never as HTML.
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { serviceNoticesCall } from '@/features/member/api';
import { ServiceNotices } from '@/features/member/ServiceNotices';
import type { ApiClient } from '@/lib/api/request';
import { h, render } from '../render';

const answer = { value: [] as unknown };
const refuse = async () => {
  throw new Error('not this call');
};
/** The page's client, played: the notices call answers `answer.value`. */
const api: ApiClient = {
  get: (async (path: string) => {
    if (path !== serviceNoticesCall.path) throw new Error(`unexpected ${path}`);
    return answer.value;
  }) as ApiClient['get'],
  post: refuse,
  put: refuse,
  delete: refuse,
};

const t = (key: string) => key;
const merchant = {} as ClientMerchant;
let view: Awaited<ReturnType<typeof render>> | undefined;
afterEach(() => view?.unmount());

describe("the member centre's notices from customer service", () => {
  it('shows each title and content as text', async () => {
    answer.value = [
      { id: 'cs-1', title: '<img src=x onerror="alert(1)">Verify', content: '<b>Send</b> your ID\nonce.' },
      { id: 'cs-2', title: 'Holidays', content: null },
    ];
    view = await render(h(ServiceNotices, { merchant, t, api }));
    await view.until(() => view!.container.querySelectorAll('.notice').length === 2);
    const [first, second] = view.container.querySelectorAll('.notice');
    expect(first!.querySelector('h3')!.textContent).toBe('<img src=x onerror="alert(1)">Verify');
    expect(first!.querySelector('p')!.textContent).toBe('<b>Send</b> your ID\nonce.');
    expect(view.container.querySelector('img, b')).toBeNull();
    expect(second!.querySelector('p')).toBeNull();
  });

  it('says so when there are none', async () => {
    answer.value = [];
    view = await render(h(ServiceNotices, { merchant, t, api }));
    await view.until(() => view!.container.textContent!.includes('member.noServiceNotices'));
  });
});
