// @vitest-environment happy-dom
// Opening customer service (SPEC 1, SPEC 6 filtering) and the CBS cashier and inbox (SPEC 7 CBS_launchChat), as
// a tap runs them on a fake page: what is called, where the player goes, what is kept and tracked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { CHAT_PART_WAIT_MS } from '@/config/constants';
import { launchCashier, openInbox, type CashierPage } from '@/flows/customer-service/cbs';
import { openCustomerService } from '@/flows/customer-service/open';
import type { ApiClient } from '@/lib/api/request';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import type { MemberInfo } from '@/lib/session/session-info';
import { $chatEntries, $chatRequest } from '@/stores/chat';
import { $language } from '@/stores/language';
import { $member } from '@/stores/session';
import { memoryStore } from '../../lib/memory-store';

const merchant = { code: 'luckystar', name: 'Lucky Star', language: 'EN', flags: {} } as ClientMerchant;
const withCbs = { ...merchant, flags: { CBS3: true } } as ClientMerchant;
const CHAT = 'https://cbs.luckystar.example/chat?s=1';

/** A page whose API answers each path from `answers` (a function of the query, or a value). */
function fakePage(answers: Record<string, unknown>) {
  const calls: { path: string; query: unknown }[] = [];
  const api = {
    get: async (path: string, request: { query?: Record<string, unknown> }) => {
      calls.push({ path, query: request.query });
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer(request.query) : answer;
    },
  } as unknown as ApiClient;
  const assign = vi.fn<(url: string) => void>();
  const session = guardStorage(memoryStore());
  const track = vi.fn<CashierPage['track']>();
  const page: CashierPage = {
    location: {
      href: 'https://play.luckystar.example/m/feedback.html?tab=2',
      pathname: '/m/feedback.html',
      search: '?tab=2',
      assign,
    },
    api,
    session,
    track,
  };
  return { page, calls, assign, session, track };
}

const items = [
  { csType: 'LIVECHAT', path: 'javascript:alert(1)' },
  { csType: 'LIVECHAT', path: 'https://vip.chat.example/gold', labelIds: [7] },
  { csType: 'TELEGRAM', path: 'https://t.me/luckystar' },
];

beforeEach(() => {
  $chatEntries.set([]);
  $chatRequest.set(undefined);
  $member.set(undefined);
  $language.set('TH');
});
afterEach(() => {
  vi.useRealTimers();
  $chatEntries.set(undefined);
});

describe('openCustomerService', () => {
  it("opens the page's in-app chat when it has one, calling nothing", async () => {
    $chatEntries.set([{ csType: 'LIVECHAT' } as never]);
    const { page, calls, assign } = fakePage({});
    await expect(openCustomerService(merchant, page)).resolves.toBe(true);
    expect($chatRequest.get()).toEqual({ entry: 'header' });
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it(`waits up to ${CHAT_PART_WAIT_MS} ms for the chat part before leaving the app`, async () => {
    vi.useFakeTimers();
    $chatEntries.set(undefined);
    const { page, assign } = fakePage({});
    const opened = openCustomerService(merchant, page);
    await vi.advanceTimersByTimeAsync(CHAT_PART_WAIT_MS - 1);
    $chatEntries.set([{ csType: 'LIVECHAT' } as never]);
    await expect(opened).resolves.toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('with CBS3, opens the CBS chat titled with the merchant, coming back to this page in the language shown', async () => {
    const { page, calls, assign } = fakePage({ '/wps/relay/CBS_launchChat': { url: CHAT } });
    await expect(openCustomerService(withCbs, page)).resolves.toBe(true);
    expect(calls).toEqual([
      {
        path: '/wps/relay/CBS_launchChat',
        query: { b2c: 1, title: 'Lucky Star', backUrl: '/m/feedback.html?tab=2', language: 'TH' },
      },
    ]);
    expect(assign).toHaveBeenCalledWith(CHAT);
  });

  it('falls back to the first item the member may see whose URL the guard accepts', async () => {
    $member.set({ clubLabel: { labelId: 7 } } as unknown as MemberInfo);
    const { page, assign } = fakePage({
      '/wps/relay/CBS_launchChat': { url: 'javascript:alert(document.cookie)' },
      '/wps/relay/WPSCORE_getCustomerServiceScript': items,
    });
    await expect(openCustomerService(withCbs, page)).resolves.toBe(true);
    expect(assign).toHaveBeenCalledWith('https://vip.chat.example/gold');
  });

  it('skips a refused item for a guest, and answers false with no navigation when nothing is left', async () => {
    const guest = fakePage({ '/wps/relay/WPSCORE_getCustomerServiceScript': items });
    await expect(openCustomerService(merchant, guest.page)).resolves.toBe(true);
    expect(guest.assign).toHaveBeenCalledWith('https://t.me/luckystar');

    const none = fakePage({ '/wps/relay/WPSCORE_getCustomerServiceScript': new Error('offline') });
    await expect(openCustomerService(merchant, none.page)).resolves.toBe(false);
    expect(none.assign).not.toHaveBeenCalled();
  });
});

describe('the CBS cashier and inbox', () => {
  it('keeps the deposit count before the cashier, tracks the deposit and comes back to the member centre', async () => {
    const { page, calls, assign, session, track } = fakePage({
      '/wps/member/depositSettings': { totalDepositSuccessCount: 3 },
      '/wps/relay/CBS_launchChat': { url: CHAT },
    });
    await expect(launchCashier(merchant, 'deposit', 'Deposit', page)).resolves.toBe(true);
    expect(calls[1]!.query).toMatchObject({ title: 'Deposit', backUrl: '/m/member/home?cashier=deposit' });
    expect(session.readJson(STORAGE_KEYS.cashierVisit)).toEqual({ kind: 'deposit', countBefore: 3 });
    expect(track).toHaveBeenCalledWith(merchant, 'depositSubmit', expect.any(Object));
    expect(assign).toHaveBeenCalledWith(CHAT);
  });

  it('does not track a withdrawal, and keeps nothing when the operator has no cashier', async () => {
    const withdraw = fakePage({ '/wps/member/depositSettings': {}, '/wps/relay/CBS_launchChat': { url: CHAT } });
    await launchCashier(merchant, 'withdraw', 'Withdraw', withdraw.page);
    expect(withdraw.track).not.toHaveBeenCalled();

    const none = fakePage({ '/wps/member/depositSettings': {}, '/wps/relay/CBS_launchChat': { url: null } });
    await expect(launchCashier(merchant, 'deposit', 'Deposit', none.page)).resolves.toBe(false);
    expect(none.session.readJson(STORAGE_KEYS.cashierVisit)).toBeUndefined();
    expect(none.track).not.toHaveBeenCalled();
    expect(none.assign).not.toHaveBeenCalled();
  });

  it('opens the inbox coming back to the member centre, and refuses an unsafe inbox URL', async () => {
    const inbox = fakePage({ '/wps/relay/CBS_launchChat': { url: CHAT } });
    await expect(openInbox(merchant, 'Inbox', inbox.page)).resolves.toBe(true);
    expect(inbox.calls[0]!.query).toMatchObject({ backUrl: '/m/member/home' });
    expect(inbox.assign).toHaveBeenCalledWith(CHAT);

    const unsafe = fakePage({ '/wps/relay/CBS_launchChat': { url: 'data:text/html,<script>1</script>' } });
    await expect(openInbox(merchant, 'Inbox', unsafe.page)).resolves.toBe(false);
    expect(unsafe.assign).not.toHaveBeenCalled();
  });
});
