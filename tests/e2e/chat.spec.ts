// Issue "Customer-service chat": every csType opens in the app from the header and the member centre, the
// widget learns who the member is (SPEC 3 login info) and forgets on logout; VIP items only for their label.
import { expect, test, type Page } from '@playwright/test';
import { catalogueText, headerAccount, siteUrl } from './harness';
import { loginAs } from './session';
import { chatCalls, createUser, type NewUser } from './sandbox-control';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function newMember(
  request: import('@playwright/test').APIRequestContext,
  code: string,
  extra: Partial<NewUser> = {},
) {
  const username = unique('chat');
  await createUser(request, code, { username, password: 'play1234', customerName: `Chat ${username}`, ...extra });
  return username;
}

const memberCentre = (page: Page, code: string) => page.goto(siteUrl(code, '/m/member/home'));
const headerChat = (page: Page, code: string) =>
  page.getByRole('banner').getByRole('button', { name: catalogueText(code, 'chat.open') });
const chatEntries = (page: Page) => page.getByTestId('chat-entry');

async function logOut(page: Page, code: string) {
  const home = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await headerAccount(page, code).logOut();
  await home;
  await page.waitForLoadState('load');
}

test.describe('script providers run their widget in the page', () => {
  test('LIVECHAT (luckystar): the header opens it with the member; logout clears the chat user', async ({
    page,
    request,
  }) => {
    const username = await newMember(request, 'luckystar');
    await loginAs(page, request, 'luckystar', username);
    await page.goto(siteUrl('luckystar', '/m/home'));
    await headerChat(page, 'luckystar').click();
    const widget = page.getByRole('dialog', { name: 'LiveChat chat' });
    await expect(widget).toBeVisible();
    await expect(widget.getByTestId('chat-visitor')).toHaveText(`Chatting as Chat ${username}`);
    await expect(widget.getByTestId('chat-variables')).toContainText(`user_name: ${username}`);
    await expect(widget.getByTestId('chat-variables')).toContainText('language: EN');
    // The log is shared by parallel tests: this member's calls are the ones naming them.
    const told = (await chatCalls(request)).filter((call) => call.provider === 'LIVECHAT');
    const variables = told
      .map((call) => call.args[0] as Record<string, string> | undefined)
      .findLast((args) => args?.user_name === username)!;
    expect(variables).toMatchObject({ user_name: username, label_names: '', language: 'EN' });
    expect(variables.user_id).toMatch(/^C\d+$/);
    expect(variables.auth_key).toMatch(/^[\w-]{43}$/);
    expect(told.map((call) => call.method)).toEqual(expect.arrayContaining(['hide', 'set_customer_name', 'maximize']));

    const before = (await chatCalls(request)).length;
    await logOut(page, 'luckystar');
    await expect
      .poll(async () =>
        (await chatCalls(request))
          .slice(before)
          .filter((call) => call.provider === 'LIVECHAT')
          .map((call) => [call.method, call.args[0]]),
      )
      .toEqual(
        expect.arrayContaining([
          ['set_session_variables', {}],
          ['set_customer_name', ''],
        ]),
      );
  });

  test('COMM100VIP (luckystar): only a VIP3/VIP4 member sees it, from the member centre, with the label', async ({
    page,
    request,
  }) => {
    const username = await newMember(request, 'luckystar', {
      clubLabel: { labelId: 'VIP4', labelName: 'VIP 4', type: 'AUTO', rankLevel: 4 },
    });
    await loginAs(page, request, 'luckystar', username);
    await memberCentre(page, 'luckystar');
    // SPEC 6: the label matches the VIP item, so only it shows; the LiveChat item for everybody does not.
    await expect(chatEntries(page)).toHaveCount(1);
    await expect(chatEntries(page)).toHaveAttribute('data-cs-type', 'COMM100VIP');
    await chatEntries(page).click();
    const widget = page.getByRole('dialog', { name: 'Comm100 chat' });
    await expect(widget.getByTestId('chat-visitor')).toHaveText(`Chatting as Chat ${username}`);
    await expect(widget.getByTestId('chat-variables')).toContainText('label_names: VIP 4');
    const opened = (await chatCalls(request)).filter(
      (call) => call.method === 'open_chat_window' && call.account === '10001',
    );
    expect(opened.at(-1)).toMatchObject({ provider: 'COMM100', args: ['vip-desk'] });
  });

  test('a member without a VIP label sees the item for everybody only; a guest chats as a guest', async ({
    page,
    request,
  }) => {
    const username = await newMember(request, 'luckystar');
    await loginAs(page, request, 'luckystar', username);
    await memberCentre(page, 'luckystar');
    await expect(chatEntries(page)).toHaveCount(1);
    await expect(chatEntries(page)).toHaveAttribute('data-cs-type', 'LIVECHAT');
    await logOut(page, 'luckystar');
    await headerChat(page, 'luckystar').click();
    await expect(page.getByRole('dialog', { name: 'LiveChat chat' }).getByTestId('chat-visitor')).toHaveText(
      'Chatting as a guest',
    );
  });

  test('COMM100 (siamarena): the header offers the choice of its two chats', async ({ page, request }) => {
    const username = await newMember(request, 'siamarena');
    await loginAs(page, request, 'siamarena', username);
    await page.goto(siteUrl('siamarena', '/m/home'));
    await headerChat(page, 'siamarena').click();
    const choice = page.getByRole('dialog', { name: catalogueText('siamarena', 'chat.choose') });
    await choice.getByRole('button', { name: 'Comm100', exact: true }).click();
    const widget = page.getByRole('dialog', { name: 'Comm100 chat' });
    await expect(widget.getByTestId('chat-visitor')).toHaveText(`Chatting as Chat ${username}`);
    await expect(widget.getByTestId('chat-variables')).toContainText('language: TH');
  });
});

test.describe('frame providers open their page in the app', () => {
  const framed = [
    { csType: 'MIDUOKE', code: 'siamarena', label: undefined, from: 'member' },
    { csType: 'TX-CHAT', code: 'saigonlotto', label: undefined, from: 'header' },
    {
      csType: 'AICAN',
      code: 'saigonlotto',
      label: { labelId: 'KIMCUONG', labelName: 'Kim Cương', type: 'MANUAL', rankLevel: 5 },
      from: 'member',
    },
  ] as const;
  for (const { csType, code, label, from } of framed) {
    test(`${csType} (${code}) from the ${from === 'member' ? 'member centre' : 'header'}: the login info and the auth key reach it`, async ({
      page,
      request,
    }) => {
      const username = await newMember(request, code, label ? { clubLabel: { ...label } } : {});
      await loginAs(page, request, code, username);
      if (from === 'member') {
        await memberCentre(page, code);
        await chatEntries(page)
          .and(page.locator(`[data-cs-type="${csType}"]`))
          .click();
      } else {
        await page.goto(siteUrl(code, '/m/home'));
        await headerChat(page, code).click();
      }
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      const chat = sheet.frameLocator('iframe');
      await expect(chat.getByRole('heading', { name: `${csType} chat` })).toBeVisible();
      await expect(chat.locator('[data-field="user_name"]')).toHaveText(username);
      await expect(chat.locator('[data-field="label_names"]')).toHaveText(label?.labelName ?? '');
      await expect(chat.getByRole('status')).toHaveText('Member verified');
      // The auth key travels by message, never in the frame's address.
      const src = await sheet.locator('iframe').getAttribute('src');
      expect(src).not.toMatch(/auth/i);
      await expect
        .poll(async () => (await chatCalls(request)).some((call) => call.provider === csType && call.method === 'auth'))
        .toBe(true);
    });
  }
});
