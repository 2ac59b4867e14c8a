// Issue "Customer-service chat": Deposit, Withdraw and the inbox open the operator's CBS page and come back to
// the member centre; the return records SPEC 4's deposit events with their once-only rules.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { catalogueText, siteUrl } from './harness';
import { loginAs } from './session';
import { createUser, trackedEvents } from './sandbox-control';

type Tracked = { name: string; payload: { customerName?: string; amount?: number; currency?: string } };

/** The events the sandbox logged for one member, by name, in order. */
async function eventsOf(request: APIRequestContext, username: string): Promise<Tracked[]> {
  return (await trackedEvents(request, 'luckystar'))
    .map((event) => event.data as Tracked)
    .filter((event) => event.payload?.customerName === username);
}

/** Taps the member centre's button until the cashier opens: a tap before the island hydrates does nothing. */
async function openCashier(page: Page, button: 'Deposit' | 'Withdraw') {
  await expect(async () => {
    if (!/\/__cbs\/chat\?/.test(page.url())) await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL(/\/__cbs\/chat\?/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function visitCashier(page: Page, button: 'Deposit' | 'Withdraw', amount: string) {
  await openCashier(page, button);
  await expect(page.getByRole('heading', { name: button })).toBeVisible();
  await page.getByLabel(`${button} amount`).fill(amount);
  await page.getByRole('button', { name: button }).click();
  // Back at the member centre, the cashier's parameters gone from the address.
  await expect(page).toHaveURL(siteUrl('luckystar', '/m/member/home'));
}

test('a first deposit, a second one and a withdrawal each record their events once, with the amount', async ({
  page,
  request,
}) => {
  const username = `cash${Date.now().toString(36)}`;
  await createUser(request, 'luckystar', { username, password: 'play1234', customerName: 'Cash Tester' });
  await loginAs(page, request, 'luckystar', username);
  await page.goto(siteUrl('luckystar', '/m/member/home'));

  await visitCashier(page, 'Deposit', '250');
  await expect
    .poll(async () => (await eventsOf(request, username)).map((event) => event.name).sort())
    .toEqual(['deposit', 'depositSubmit', 'firstDeposit']);
  const first = (await eventsOf(request, username)).find((event) => event.name === 'firstDeposit')!;
  expect(first.payload).toMatchObject({ amount: 250, currency: 'PHP' });
  // The member centre confirms it in the merchant's money (SPEC 3 currency: "₱" before, two decimals).
  await expect(page.getByTestId('cashier-outcome')).toHaveText('Your deposit of ₱250.00 has been received.');

  // Beacons may arrive in any order: the names are compared sorted. A second deposit is a redeposit; depositSubmit, firstDeposit and deposit were this browser's once.
  await visitCashier(page, 'Deposit', '100');
  await expect
    .poll(async () => (await eventsOf(request, username)).map((event) => event.name).sort())
    .toEqual(['deposit', 'depositSubmit', 'firstDeposit', 'redeposit']);

  await visitCashier(page, 'Withdraw', '80');
  await expect.poll(async () => (await eventsOf(request, username)).map((event) => event.name).at(-1)).toBe('withdraw');
  await expect(page.getByTestId('cashier-outcome')).toHaveText('Your withdrawal of ₱80.00 has been requested.');
});

test('looking at the cashier without paying, or reloading the return address, records no deposit', async ({
  page,
  request,
}) => {
  const username = `look${Date.now().toString(36)}`;
  await createUser(request, 'luckystar', { username, password: 'play1234', customerName: 'Look Tester' });
  await loginAs(page, request, 'luckystar', username);
  await page.goto(siteUrl('luckystar', '/m/member/home'));
  await openCashier(page, 'Deposit');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(siteUrl('luckystar', '/m/member/home'));
  // A hand-made return address is not a visit this tab started.
  await page.goto(siteUrl('luckystar', '/m/member/home?cashier=deposit&amount=999'));
  await expect(page).toHaveURL(siteUrl('luckystar', '/m/member/home'));
  await page.waitForLoadState('networkidle');
  expect((await eventsOf(request, username)).map((event) => event.name)).toEqual(['depositSubmit']);
  await expect(page.getByTestId('cashier-outcome')).toBeEmpty();
});

// luckystar has the CBS cashier (CBS3); saigonlotto has the inbox only (INBOX3), and it still opens the inbox
// that its unread count counts, not a customer-service chat.
for (const code of ['luckystar', 'saigonlotto']) {
  test(`the inbox opens the operator inbox with the unread count, and its link comes back (${code})`, async ({
    page,
    request,
  }) => {
    await loginAs(page, request, code, 'player1');
    await page.goto(siteUrl(code, '/m/member/home'));
    await expect(page.getByTestId('unread-count')).toHaveText('3');
    // The unread count shows once the island hydrated: the inbox entry answers taps from then on.
    await page.getByTestId('inbox-entry').click();
    await expect(page.getByRole('heading', { name: catalogueText(code, 'member.inbox') })).toBeVisible();
    await expect(page.getByTestId('cbs-member')).toHaveText('player1');
    await expect(page.getByText('3 unread')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page).toHaveURL(siteUrl(code, '/m/member/home'));
  });
}
