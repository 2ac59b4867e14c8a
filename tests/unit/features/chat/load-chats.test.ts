// @vitest-environment happy-dom
// Issue 42: the chats come through the page's client, and a site chat path (/__...) resolves against the page's
// address; an unknown csType or an unsafe path is dropped.
import { afterEach, describe, expect, it } from 'vitest';
import { loadChats } from '@/features/chat/load-chats';
import { fakePage } from '../fake-page';

afterEach(() => sessionStorage.clear());

describe('the chats of the page', () => {
  it("are the relay's items with a known provider and a guarded URL, resolved on the page's address", async () => {
    const fake = fakePage({
      href: 'https://m.luckystar.example/m/home',
      answer: () => [
        { csType: 'LIVECHAT', path: '/__chat/live' },
        { csType: 'LIVECHAT', path: 'javascript:alert(1)' },
        { csType: 'NOSUCHCHAT', path: 'https://chat.example/' },
        { csType: 'COMM100', path: 'https://relay.chat.example/' },
      ],
    });
    const chats = await loadChats(fake.page);
    expect(chats.map((chat) => [chat.csType, chat.url.href])).toEqual([
      ['LIVECHAT', 'https://m.luckystar.example/__chat/live'],
      ['COMM100', 'https://relay.chat.example/'],
    ]);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/WPSCORE_getCustomerServiceScript',
        options: { alert: false, cache: true },
      },
    ]);
  });
});
