// Hostile server data (forged through the sandbox's fault API): a javascript: game, chat or
// customer-service URL is refused as a failed launch and never runs on the merchant's origin.
import { expect, test, type Page } from '@playwright/test';
import CryptoJS from 'crypto-js';
import { siteUrl } from './harness';
import { clearFaults, injectFault } from './sandbox-control';
import { loginAs } from './session';

const HOSTILE = 'javascript:alert(document.domain)';

/** A customer-service path as the operator encrypts it (SPEC 3: the last 8 characters are the key). */
function encryptedPath(plaintext: string, key = 'k3y8char'): string {
  const { DES, enc, mode, pad } = CryptoJS;
  return DES.encrypt(plaintext, enc.Utf8.parse(key), { mode: mode.ECB, padding: pad.Pkcs7 }).toString() + key;
}

/** Fails the test on any dialog (an alert() that ran) and records every navigation of the main frame. */
function watchPage(page: Page) {
  const dialogs: string[] = [];
  const navigations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return { dialogs, navigations };
}

test.afterEach(async ({ request }) => {
  await clearFaults(request, 'luckystar');
});

for (const [name, url] of [
  ['javascript:', HOSTILE],
  ['mixed-case javascript: after a tab', '\tJaVaScRiPt:alert(document.domain)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
]) {
  test(`a ${name} game URL is refused as a failed launch`, async ({ page, request }) => {
    await loginAs(page, request, 'luckystar', 'player1');
    await page.goto(siteUrl('luckystar', '/m/game?category=RNG'));
    const tile = page.getByRole('link', { name: 'Play Fortune Dragon', exact: true });
    await expect(tile).toBeVisible();
    const watch = watchPage(page);
    await injectFault(request, 'luckystar', { path: '/wps/game/launchGame', value: { gameUrl: url } });
    await tile.click();
    await expect(page.getByTestId('launch-error')).toHaveText('Something went wrong. Please try again.');
    expect(watch.dialogs).toEqual([]);
    expect(watch.navigations).toEqual([]);
    await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
  });
}

const chatCases = [
  { name: 'a javascript: chat URL', chat: { url: HOSTILE }, items: [] },
  {
    name: 'an encrypted customer-service path that decrypts to javascript:',
    chat: { url: null },
    items: [{ csType: 'LIVECHAT', path: encryptedPath(HOSTILE), labelIds: [] }],
  },
];

for (const { name, chat, items } of chatCases) {
  test(`${name} is refused: no chat opens`, async ({ page, request }) => {
    await loginAs(page, request, 'luckystar', 'player1');
    // Before the page: its chat part reads the items once, 500 ms after it starts.
    await injectFault(request, 'luckystar', { path: '/wps/relay/CBS_launchChat', value: chat });
    await injectFault(request, 'luckystar', { path: '/wps/relay/WPSCORE_getCustomerServiceScript', value: items });
    await page.goto(siteUrl('luckystar', '/m/feedback'));
    await page.getByLabel('Your message').fill('The lottery results page could load faster.');
    const watch = watchPage(page);
    await page.getByRole('button', { name: 'Copy and open the chat' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Customer service is not available right now.' }),
    ).toBeVisible();
    expect(watch.dialogs).toEqual([]);
    expect(watch.navigations).toEqual([]);
  });
}
