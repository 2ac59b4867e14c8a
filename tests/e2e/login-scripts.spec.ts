// Issue 27 "The operator's runtime", SPEC 3 "Login response value" scripts: the member's customer-service items
// come with the login answer; the chats use them instead of asking WPSCORE_getCustomerServiceScript, for that
// session only (a reload keeps them; a logout, another tab's logout or another login drops them).
import { expect, test, type Page, type Route } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { catalogueText, fetchFromSandbox, headerAccount, siteUrl } from './harness';
import { createUser, SEEDED_PASSWORD } from './sandbox-control';

const CODE = 'siamarena'; // no captcha at login; the sandbox's items are COMM100 and MIDUOKE
const RELAY = /\/wps\/relay\/WPSCORE_getCustomerServiceScript(\?|$)/;
const FROM_LOGIN = { csType: 'MIDUOKE', path: '/__chat/frame/miduoke?channel=from-login' };

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const chatEntries = (page: Page) => page.getByTestId('chat-entry');
const keptItems = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.customerServiceScripts);

async function newMember(request: import('@playwright/test').APIRequestContext) {
  const username = unique('cs');
  await createUser(request, CODE, { username, password: SEEDED_PASSWORD, customerName: `CS ${username}` });
  return username;
}

/** The login answer with `scripts` replaced (the sandbox's own answer otherwise). */
function answerScripts(page: Page, scripts: unknown) {
  return page.route('**/wps/session/login', async (route: Route) => {
    const response = await fetchFromSandbox(route);
    const body = (await response.json()) as { success: boolean; value?: Record<string, unknown> };
    if (body.value) body.value.scripts = scripts;
    await route.fulfill({ response, json: body });
  });
}

/** Counts the relay's calls from now on. */
function relayCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => RELAY.test(request.url()) && calls.push(request.url()));
  return calls;
}

async function logIn(page: Page, username: string) {
  await page.goto(siteUrl(CODE, '/m/login'));
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(SEEDED_PASSWORD);
  await page.locator('form[aria-labelledby="login-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(headerAccount(page, CODE).memberName(username)).toBeVisible();
}

async function logOut(page: Page) {
  await Promise.all([page.waitForEvent('framenavigated'), headerAccount(page, CODE).logOut()]);
  await expect(headerAccount(page, CODE).logIn).toBeVisible();
}

async function memberCentreEntries(page: Page) {
  await page.goto(siteUrl(CODE, '/m/member/home'));
  await expect(chatEntries(page).first()).toBeVisible();
  return chatEntries(page).evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-cs-type')));
}

test("after a login the chats are the answer's items with no relay call; a reload keeps them, a logout drops them", async ({
  page,
  request,
}) => {
  await answerScripts(page, [FROM_LOGIN]);
  await logIn(page, await newMember(request));
  // From the login on (the login page's guest chats may ask the relay before).
  const calls = relayCalls(page);
  expect(JSON.parse((await keptItems(page))!)).toMatchObject({ items: [FROM_LOGIN] });

  expect(await memberCentreEntries(page)).toEqual(['MIDUOKE']);
  await chatEntries(page).click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /channel=from-login/);
  await page.reload();
  await expect(chatEntries(page)).toHaveCount(1);
  await expect(chatEntries(page)).toHaveAttribute('data-cs-type', 'MIDUOKE');
  expect(calls).toEqual([]);

  await logOut(page);
  expect(await keptItems(page)).toBeNull();
  // A guest's chat asks the relay again.
  await page
    .getByRole('banner')
    .getByRole('button', { name: catalogueText(CODE, 'chat.open') })
    .click();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
});

test("another member's login keeps that member's own items, never the first one's", async ({ page, request }) => {
  await answerScripts(page, [FROM_LOGIN]);
  await logIn(page, await newMember(request));
  await logOut(page);
  await page.unroute('**/wps/session/login');
  await logIn(page, await newMember(request));
  const calls = relayCalls(page);
  const kept = JSON.parse((await keptItems(page))!) as { token: string; items: { csType: string }[] };
  expect(kept.items.map((item) => item.csType)).toEqual(['COMM100', 'MIDUOKE']);
  expect(await memberCentreEntries(page)).toEqual(['COMM100', 'MIDUOKE']);
  expect(calls).toEqual([]);
});

test("a logout in another tab drops this tab's items", async ({ context, request }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  const username = await newMember(request);
  await logIn(first, username);
  await logIn(second, username);
  expect(await keptItems(second)).not.toBeNull();
  await logOut(first);
  await expect(headerAccount(second, CODE).logIn).toBeVisible();
  expect(await keptItems(second)).toBeNull();
});

test('kept items that are malformed or of another session are not used: the relay answers', async ({
  page,
  request,
}) => {
  await answerScripts(page, [FROM_LOGIN]);
  await logIn(page, await newMember(request));
  for (const kept of ['{not json', JSON.stringify({ token: 'another-session', items: [FROM_LOGIN] })]) {
    // The relay's answer is cached for the session: dropped, so each round must ask it.
    await page.evaluate(
      ([key, value, cache]) => {
        sessionStorage.setItem(key!, value!);
        sessionStorage.removeItem(cache!);
      },
      [STORAGE_KEYS.customerServiceScripts, kept, STORAGE_KEYS.apiCache],
    );
    const calls = relayCalls(page);
    expect(await memberCentreEntries(page)).toEqual(['COMM100', 'MIDUOKE']);
    expect(calls.length).toBeGreaterThan(0);
  }
});

test('an item whose path is javascript: is dropped; the others stay', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const comm100 = { csType: 'COMM100', path: '/__chat/comm100/livechat.ashx?siteId=10002&planId=main-desk' };
  await answerScripts(page, [{ csType: 'MIDUOKE', path: 'javascript:alert(document.domain)' }, comm100]);
  await logIn(page, await newMember(request));
  expect(await memberCentreEntries(page)).toEqual(['COMM100']);
  await chatEntries(page).click();
  await expect(page.getByRole('dialog', { name: 'Comm100 chat' })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(page.url()).toMatch(/\/m\/member\/home$/);
});
