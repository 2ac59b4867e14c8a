// Security as an attacker would try it against `npm start`: logout with remember me, framing, the CSP of
// every page, and the token never leaving over plain http. (Forged server data: security-injected.spec.ts.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, routeUrl } from '../../src/config/routes';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from '../../sandbox/control-guard';
import { deviceSyncTarget } from '../../src/build/cookie-domains';
import { BOOT_SCRIPT } from '../../scripts/lib/script-boot';
import {
  PORT,
  SAMPLE_CODES,
  fetchFromSandbox,
  headerAccount,
  hostGet,
  sampleSettings,
  siteUrl,
  watchConsole,
  watchCsp,
} from './harness';
import { SEEDED_PASSWORD, merchantHost } from './sandbox-control';
import { loginAs, loginSession, stubExternalHosts } from './session';

async function logIn(page: Page, username: string, { remember }: { remember: boolean }) {
  await page.goto(siteUrl('luckystar', '/m/login'));
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(SEEDED_PASSWORD);
  await page.getByLabel('Remember me').setChecked(remember);
  await page.locator('form[aria-labelledby="login-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(headerAccount(page, 'luckystar').memberName(username)).toBeVisible();
}

test('an explicit logout with "Remember me" on stays logged out', async ({ page }) => {
  await logIn(page, 'player1', { remember: true });
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.savedLogin)).not.toBeNull();
  const account = headerAccount(page, 'luckystar');
  await Promise.all([page.waitForEvent('framenavigated'), account.logOut()]);
  await expect(account.logIn).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.savedLogin)).toBeNull();
  // The member page is a guest's: the guard sends it to login, and no login call follows.
  const logins: string[] = [];
  page.on('request', (request) => request.url().endsWith('/wps/session/login') && logins.push(request.url()));
  await page.goto(siteUrl('luckystar', '/m/member/home'));
  await expect(page).toHaveURL(/\/m\/login\?/);
  await page.waitForLoadState('networkidle');
  expect(logins).toEqual([]);
  await expect(account.logIn).toHaveCount(0); // on /m/login the header shows no login link
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionInfo)).toBeNull();
});

test('the login page does not load inside a frame of another site', async ({ page }) => {
  const attacker = `http://attacker.localhost:${PORT}/`;
  const login = siteUrl('luckystar', '/m/login');
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>attacker</title><iframe name="victim" src="${login}" width="360" height="600"></iframe>`,
    }),
  );
  await page.goto(attacker); // resolves after the frame's load event, blocked or not
  const frame = page.frame({ name: 'victim' })!;
  // Chromium replaces a frame refused by frame-ancestors with its error page.
  expect(frame.url()).toBe('chrome-error://chromewebdata/');
  await expect(frame.locator('#login-username')).toHaveCount(0);
});

/** Every island of the page hydrated; those that wait to be seen (the home's top winners) once scrolled to. */
async function expectAllHydrated(page: Page, label: string): Promise<void> {
  if (await page.locator('astro-island[ssr][client="visible"]').count())
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('astro-island[ssr]'), label).toHaveCount(0);
}

for (const code of SAMPLE_CODES) {
  // The merchant's own origins may frame a site on several registrable domains (its device-id sync page).
  const domains = sampleSettings(code).domains;
  const frameAncestors = deviceSyncTarget(domains) ? `'self' ${domains.join(' ')}` : "'none'";

  test(`${code}: every route sends the security headers and runs with no CSP violation nor console error`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const violations = await watchCsp(page);
    const errors = watchConsole(page);
    await loginAs(page, request, code, 'player1');
    await stubExternalHosts(page);
    for (const route of ROUTES) {
      const response = await page.goto(siteUrl(code, routeUrl(route)));
      const headers = response!.headers();
      expect(headers['content-security-policy'], route.path).toMatch(
        /^default-src 'self'[^;]*; script-src 'strict-dynamic' 'sha256-/,
      );
      expect(headers['content-security-policy']).toContain(`frame-ancestors ${frameAncestors}`);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBe('max-age=31536000');
      await page.waitForLoadState('networkidle');
      // Every island hydrated: under 'strict-dynamic' a script the policy refused would leave one as server HTML.
      await expectAllHydrated(page, route.path);
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an injected boot block cannot load a foreign script, and injected inline code does not run', async ({ page }) => {
  const violations = await watchCsp(page);
  const foreign = `http://attacker.localhost:${PORT}/x.js`;
  let foreignRequested = false;
  await page.route(foreign, (route) => {
    foreignRequested = true;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.pwned = "foreign"' });
  });
  // What an HTML injection could add: the boot script (its hash is in the policy) after a block of its own.
  const boot = `<script>${BOOT_SCRIPT}</script>`;
  const injected =
    `<script type="text/plain" data-boot="classic" data-src="${foreign}"></script>${boot}` +
    `<script type="text/plain" data-boot="classic">window.pwned = "booted inline"</script>${boot}` +
    '<script>window.pwned = "inline"</script>';
  await page.route(siteUrl('luckystar', '/m/home'), async (route) => {
    const response = await fetchFromSandbox(route);
    const html = (await response.text()).replace('<main', `${injected}<main`);
    await route.fulfill({ response, body: html });
  });
  await page.goto(siteUrl('luckystar', '/m/home'));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  expect(foreignRequested).toBe(false);
  // The two inline scripts were refused by the policy; the page's own scripts still ran.
  expect(violations.filter((text) => /script-src/.test(text)).length).toBeGreaterThanOrEqual(2);
  await expectAllHydrated(page, 'home');
});

test('the token never goes to an allowlisted host over plain http', async ({ page }) => {
  await stubExternalHosts(page);
  const leaks: string[] = [];
  page.on(
    'request',
    (request) => request.url().startsWith('http://pay.luckystar.example') && leaks.push(request.url()),
  );
  await page.goto(
    siteUrl('luckystar', `/m/login?redirectUrl=${encodeURIComponent('http://pay.luckystar.example/back')}`),
  );
  await page.locator('#login-username').fill('player2');
  await page.locator('#login-password').fill(SEEDED_PASSWORD);
  await page.locator('form[aria-labelledby="login-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(leaks).toEqual([]);
});

test('the token goes back to an allowlisted host over https', async ({ page }) => {
  await stubExternalHosts(page);
  await page.goto(
    siteUrl('luckystar', `/m/login?redirectUrl=${encodeURIComponent('https://pay.luckystar.example/back')}`),
  );
  await page.locator('#login-username').fill('player2');
  await page.locator('#login-password').fill(SEEDED_PASSWORD);
  await page.locator('form[aria-labelledby="login-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/^https:\/\/pay\.luckystar\.example\/back\?token=[^&]+&/);
});

test('the sandbox control API refuses a foreign Host and a simple cross-site POST, and the sessions survive', async ({
  request,
}) => {
  const reset = (host: string, headers: Record<string, string> = {}, data = '{}') =>
    request.post(`http://127.0.0.1:${PORT}/__sandbox/reset`, { headers: { Host: host, ...headers }, data });
  const session = await loginSession(request, 'luckystar', 'player2');
  // DNS rebinding: a merchant domain (or any name pointed at this machine) is not a control host.
  const rebound = await reset('luckystar.example', { [CONTROL_HEADER]: CONTROL_HEADER_VALUE });
  expect(rebound.status()).toBe(403);
  expect(rebound.headers()['cache-control']).toBe('no-store');
  // What a cross-site form or no-cors fetch can send: a simple request, without the custom header.
  expect((await reset(merchantHost('luckystar'), { 'Content-Type': 'text/plain' })).status()).toBe(403);
  expect(
    (await reset(merchantHost('luckystar'), { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1')).status(),
  ).toBe(403);
  const member = await hostGet(request, merchantHost('luckystar'), '/wps/member/info');
  expect(member.status()).toBe(401); // the API answers; without a token there is no member
  const withToken = await request.get(`http://127.0.0.1:${PORT}/wps/member/info`, {
    headers: { Host: merchantHost('luckystar'), Authorization: `Bearer ${session.token}` },
  });
  expect(withToken.status()).toBe(200);
});

test('a logout in one tab logs out the other tabs of the browser, and the server ends their tokens', async ({
  context,
  request,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  // Two tabs of one browser, each logged in with its own token (session storage is per tab).
  await logIn(first, 'player2', { remember: false });
  await logIn(second, 'player2', { remember: false });
  const tokenOf = (page: Page) =>
    page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { token: string }).token,
      STORAGE_KEYS.sessionInfo,
    );
  const secondToken = await tokenOf(second);
  expect(secondToken).not.toBe(await tokenOf(first));

  const account = headerAccount(first, 'luckystar');
  await Promise.all([first.waitForEvent('framenavigated'), account.logOut()]);
  await expect(account.logIn).toBeVisible();
  // The other tab, untouched, shows a guest's home at once, and stays logged out after a reload.
  await expect(headerAccount(second, 'luckystar').logIn).toBeVisible();
  expect(await second.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionInfo)).toBeNull();
  await second.reload();
  await expect(headerAccount(second, 'luckystar').logIn).toBeVisible();
  const member = await request.get(`http://127.0.0.1:${PORT}/wps/member/info`, {
    headers: { Host: merchantHost('luckystar'), Authorization: `Bearer ${secondToken}` },
  });
  expect(member.status()).toBe(401);
});

test('a page of another site cannot make a visitor send SMS codes (a no-cors fetch and a form post)', async ({
  browser,
}) => {
  const mobileNum = `81${String(Date.now()).slice(-8)}`;
  const target = `http://siamarena.localhost:${PORT}/wps/verification/sms/noLogin`;
  const body = JSON.stringify({ countryDialingCode: '+66', mobileNum });
  // A real foreign origin, served outside Playwright: its requests reach the sandbox as a browser sends them.
  const foreign = createServer((_, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><title>free spins</title>
       <form method="post" enctype="text/plain" action="${target}" target="sink"><input name='${body.slice(0, -1)},"x":"' value='"}'></form>
       <iframe name="sink"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
    const status = await page.evaluate(
      ([url, text]) =>
        fetch(url!, { method: 'POST', mode: 'no-cors', body: text, headers: { 'Content-Type': 'text/plain' } }).then(
          (answer) => answer.type,
        ),
      [target, body] as const,
    );
    expect(status).toBe('opaque'); // the page learns nothing, whatever the server did
    const sink = page.waitForEvent('framenavigated', (frame) => frame.name() === 'sink');
    await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
    await sink;
    const query = new URLSearchParams({ mobileNum, countryDialingCode: '+66' });
    const sms = await context.request.get(`http://127.0.0.1:${PORT}/__sandbox/sms?${query}`, {
      headers: { Host: merchantHost('siamarena'), [CONTROL_HEADER]: CONTROL_HEADER_VALUE },
    });
    expect(sms.status()).toBe(404);
  } finally {
    await context.close();
    foreign.close();
  }
});
