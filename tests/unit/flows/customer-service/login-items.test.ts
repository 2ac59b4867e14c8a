// @vitest-environment happy-dom
// Issue 27 item 5: the chats come from the login answer's scripts for the session that logged in, with no
// WPSCORE_getCustomerServiceScript call; a logout, another login, another token or malformed data goes back to
// the relay. The kept items pass the same label filter and URL guard as the relay's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { loadChats } from '@/features/chat/load-chats';
import { fakePage } from '../../features/fake-page';
import { fetchCustomerServiceItems } from '@/flows/customer-service/service-items';
import { openCustomerService } from '@/flows/customer-service/open';
import type { ApiClient } from '@/lib/api/request';
import { keepLoginItems } from '@/lib/customer-service/login-items';
import type { MemberInfo } from '@/lib/session/session-info';
import { session } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { $chatEntries } from '@/stores/chat';
import { $member, endSession, startSession } from '@/stores/session';

const happyDOM = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const merchant = {
  merchantCode: 'LUCKYSTAR',
  apiBaseUrl: '',
  name: 'Lucky Star',
  language: 'EN',
  flags: {},
} as unknown as ClientMerchant;

const fromLogin = [
  { csType: 'LIVECHAT', path: 'javascript:alert(1)' },
  { csType: 'COMM100VIP', path: 'https://vip.chat.example/gold', labelIds: ['VIP3'] },
  { csType: 'TELEGRAM', path: 'https://t.me/luckystar' },
  { csType: 'LIVECHAT', path: 'https://chat.example/all' },
];
const fromRelay = [{ csType: 'COMM100', path: 'https://relay.chat.example/' }];

const relay = () => {
  const get = vi.fn().mockResolvedValue(fromRelay);
  return { api: { get } as unknown as ApiClient, get };
};
const logIn = (token: string, scripts: unknown = fromLogin) => {
  startSession({ token, merchantCode: 'LUCKYSTAR' });
  keepLoginItems(session(), token, scripts);
};

// The unit project shares one module registry between files: no session or member outlives a test.
const reset = () => {
  happyDOM().setURL('https://luckystar.example/m/home');
  endSession();
  sessionStorage.clear();
  $member.set(undefined);
};
beforeEach(reset);
afterEach(() => {
  reset();
  vi.unstubAllGlobals();
  $chatEntries.set(undefined);
});

describe('the customer-service items of a login (SPEC 3 "Login response value" scripts)', () => {
  it('are the items of its session, with no relay call', async () => {
    logIn('tok-1');
    const { api, get } = relay();
    expect(await fetchCustomerServiceItems(api)).toEqual(fromLogin);
    expect(get).not.toHaveBeenCalled();
  });

  it('are the relay’s before any login kept items', async () => {
    const { api, get } = relay();
    expect(await fetchCustomerServiceItems(api)).toEqual(fromRelay);
    expect(get).toHaveBeenCalledWith('/wps/relay/WPSCORE_getCustomerServiceScript', { alert: false, cache: true });
  });

  it('are dropped at logout: the relay answers again', async () => {
    logIn('tok-1');
    endSession();
    expect(sessionStorage.getItem(STORAGE_KEYS.customerServiceScripts)).toBeNull();
    const { api, get } = relay();
    expect(await fetchCustomerServiceItems(api)).toEqual(fromRelay);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('are dropped by the start of another session, whose own login may keep others', async () => {
    logIn('tok-1');
    startSession({ token: 'tok-2', merchantCode: 'LUCKYSTAR' });
    expect(sessionStorage.getItem(STORAGE_KEYS.customerServiceScripts)).toBeNull();
    const other = relay();
    expect(await fetchCustomerServiceItems(other.api)).toEqual(fromRelay);

    const mine = [{ csType: 'AICAN', path: 'https://aican.example/' }];
    logIn('tok-3', mine);
    const third = relay();
    expect(await fetchCustomerServiceItems(third.api)).toEqual(mine);
    expect(third.get).not.toHaveBeenCalled();
  });

  it('are not read by a page whose token is another (from the query)', async () => {
    logIn('tok-1');
    happyDOM().setURL('https://luckystar.example/m/home?token=tok-other');
    const { api, get } = relay();
    expect(await fetchCustomerServiceItems(api)).toEqual(fromRelay);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{"token":"tok-1"'],
    ['a bare list', JSON.stringify(fromLogin)],
    ['an item without path', JSON.stringify({ token: 'tok-1', items: [{ csType: 'LIVECHAT' }] })],
    ['another token’s items', JSON.stringify({ token: 'tok-0', items: fromLogin })],
  ])('fall back to the relay when what is stored is %s', async (_name, text) => {
    startSession({ token: 'tok-1', merchantCode: 'LUCKYSTAR' });
    sessionStorage.setItem(STORAGE_KEYS.customerServiceScripts, text);
    const { api, get } = relay();
    expect(await fetchCustomerServiceItems(api)).toEqual(fromRelay);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('become the in-app chats only with a known provider and a guarded URL, and no call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    logIn('tok-1');
    const { page, calls } = fakePage({ href: 'https://luckystar.example/m/home' });
    const chats = await loadChats(page);
    expect(chats.map((chat) => [chat.csType, chat.url.href])).toEqual([
      ['COMM100VIP', 'https://vip.chat.example/gold'],
      ['LIVECHAT', 'https://chat.example/all'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('open the operator’s chat page through the VIP label filter and the URL guard', async () => {
    $chatEntries.set([]);
    logIn('tok-1');
    const assign = vi.fn();
    const location = { href: 'https://luckystar.example/m/home', pathname: '/m/home', search: '', assign };
    const { api, get } = relay();
    await expect(openCustomerService(merchant, { location, api })).resolves.toBe(true);
    expect(assign).toHaveBeenLastCalledWith('https://t.me/luckystar');

    $member.set({ clubLabel: { labelId: 'VIP3' } } as unknown as MemberInfo);
    await expect(openCustomerService(merchant, { location, api })).resolves.toBe(true);
    expect(assign).toHaveBeenLastCalledWith('https://vip.chat.example/gold');
    expect(get).not.toHaveBeenCalled();
  });
});
