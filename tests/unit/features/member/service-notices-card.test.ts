// @vitest-environment happy-dom
// Customer service's notices are hostile text: markup in a title or content shows as characters, never as HTML.
import { afterEach, describe, expect, it } from 'vitest';
import { serviceNoticesCall } from '@/features/member/api';
import { ServiceNotices } from '@/features/member/ServiceNotices';
import { PageContext } from '@/flows/session/usePage';
import { fakePage, type ApiCall } from '../fake-page';
import { h, render } from '../render';

const answer = { value: [] as unknown };
/** The page's client, played: the notices call answers `answer.value`. */
const notices = (call: ApiCall) => {
  if (call.path !== serviceNoticesCall.path) throw new Error(`unexpected ${call.path}`);
  return answer.value;
};

const t = (key: string) => key;
let view: Awaited<ReturnType<typeof render>> | undefined;
afterEach(() => view?.unmount());
const show = () => {
  const fake = fakePage({ answer: notices });
  return render(h(PageContext, { value: fake.page }, h(ServiceNotices, { t })));
};

describe("the member centre's notices from customer service", () => {
  it('shows each title and content as text', async () => {
    answer.value = [
      { id: 'cs-1', title: '<img src=x onerror="alert(1)">Verify', content: '<b>Send</b> your ID\nonce.' },
      { id: 'cs-2', title: 'Holidays', content: null },
    ];
    view = await show();
    await view.until(() => view!.container.querySelectorAll('.notice').length === 2);
    const [first, second] = view.container.querySelectorAll('.notice');
    expect(first!.querySelector('h3')!.textContent).toBe('<img src=x onerror="alert(1)">Verify');
    expect(first!.querySelector('p')!.textContent).toBe('<b>Send</b> your ID\nonce.');
    expect(view.container.querySelector('img, b')).toBeNull();
    expect(second!.querySelector('p')).toBeNull();
  });

  it('says so when there are none', async () => {
    answer.value = [];
    view = await show();
    await view.until(() => view!.container.textContent!.includes('member.noServiceNotices'));
  });
});
