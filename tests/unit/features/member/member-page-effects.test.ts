// @vitest-environment happy-dom
// Issue 42: the member centre's parts act on the page they are given (usePage): its client, its address and
// its session storage, and they leave it through its location.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let merchant: ClientMerchant;
let ReferralEntry: typeof import('@/features/member/ReferralEntry').ReferralEntry;
let RewardsDialog: typeof import('@/features/member/RewardsDialog').default;
let InviteFriends: typeof import('@/features/member/InviteFriends').default;
let useCashierReturn: typeof import('@/features/member/useCashierReturn').useCashierReturn;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let sessions: typeof import('@/stores/session');
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  merchant = toClientMerchant(loadMerchant('merchants', 'luckystar', [])!);
  openPageOf(merchant);
  // Imported after the page opened, from the same fresh modules.
  ({ ReferralEntry } = await import('@/features/member/ReferralEntry'));
  ({ default: RewardsDialog } = await import('@/features/member/RewardsDialog'));
  ({ default: InviteFriends } = await import('@/features/member/InviteFriends'));
  ({ useCashierReturn } = await import('@/features/member/useCashierReturn'));
  ({ PageContext } = await import('@/flows/session/usePage'));
  sessions = await import('@/stores/session');
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  sessions.endSession();
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterAll(closePage);

const t = (key: string) => key;
const promotions = [{ type: 'REFERRAL', enabled: true, count: 2 }];

describe('the referral entry', () => {
  it("sends an agent to the agent registration through the page's location", async () => {
    sessions.startSession({ token: 'tok-agent', merchantCode: merchant.merchantCode, type: 1 });
    const fake = fakePage({ answer: () => promotions });
    view = await render(h(PageContext, { value: fake.page }, h(ReferralEntry, { merchant, t })));
    const entry = () => view!.container.querySelector<HTMLButtonElement>('[data-testid="referral-entry"]')!;
    await view.until(() => entry().dataset['action'] === 'agentRegister');
    await view.act(() => entry().click());
    expect(fake.visits).toEqual([{ kind: 'assign', url: '/m/agentRegister' }]);
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
        options: { auth: true, alert: false },
      },
    ]);
  });
});

describe('the rewards centre', () => {
  it("lists the member's promotions from the page's client", async () => {
    const fake = fakePage({ answer: () => promotions });
    view = await render(
      h(PageContext, { value: fake.page }, h(RewardsDialog, { language: 'EN', t, onClose: () => {} })),
    );
    await view.until(() => document.querySelectorAll('[data-reward]').length === 1);
    expect(document.querySelector('[data-reward]')!.getAttribute('href')).toBe('/m/inviteFriends');
    expect(fake.calls).toEqual([
      {
        method: 'get',
        path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
        options: { auth: true, alert: false },
      },
    ]);
  });
});

describe('the invite page', () => {
  it("builds the member's invite link on the page's origin", async () => {
    sessions.startSession({ token: 'tok-1', merchantCode: merchant.merchantCode, userName: 'player1', type: 4 });
    const fake = fakePage({ href: 'https://m.luckystar.example/m/inviteFriends', answer: () => promotions });
    view = await render(h(PageContext, { value: fake.page }, h(InviteFriends)));
    await view.until(() => Boolean(view!.container.querySelector('#invite-link')));
    expect(view.container.querySelector<HTMLInputElement>('#invite-link')!.value).toBe(
      'https://m.luckystar.example/m/register?referralCode=player1',
    );
    expect(fake.visits).toEqual([]);
  });
});

function CashierOutcome() {
  const outcome = useCashierReturn(merchant);
  return h('output', null, outcome ? `${outcome.kind} ${outcome.amount}` : '');
}

describe('the return from the cashier', () => {
  it("takes the visit from the page's session and asks its client whether the deposit went through", async () => {
    const visit = JSON.stringify({ kind: 'deposit', countBefore: 2 });
    const fake = fakePage({
      href: 'http://localhost:3000/m/member/home?cashier=deposit&amount=50&tab=1',
      stored: { session: { [STORAGE_KEYS.cashierVisit]: visit } },
      answer: () => ({ totalDepositSuccessCount: 2 }),
    });
    view = await render(h(PageContext, { value: fake.page }, h(CashierOutcome)));
    await view.until(() => fake.calls.length === 1);
    await view.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.calls).toEqual([{ method: 'get', path: '/wps/member/depositSettings', options: { alert: false } }]);
    expect(fake.session.has(STORAGE_KEYS.cashierVisit)).toBe(false);
    expect(`${location.pathname}${location.search}`).toBe('/m/member/home?tab=1');
    // The count did not rise: no deposit to confirm.
    expect(view.container.textContent).toBe('');
  });

  it('records nothing for a link this tab did not open (no visit in its session)', async () => {
    const fake = fakePage({ href: 'http://localhost:3000/m/member/home?cashier=deposit&amount=50' });
    view = await render(h(PageContext, { value: fake.page }, h(CashierOutcome)));
    await view.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.calls).toEqual([]);
    expect(view.container.textContent).toBe('');
    expect(`${location.pathname}${location.search}`).toBe('/m/member/home');
  });
});
