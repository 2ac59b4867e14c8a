// The merchant studio (issue 28) as merchant ops use it, against `npm run studio` on copies of the samples.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { formattedJson } from '../../../scripts/lib/scaffold';
import { validateMerchants } from '../../../scripts/lib/validate';
import { axeViolations } from '../../../tests/e2e/axe';
import { catalogueText, rgb } from '../../../tests/e2e/harness';

const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT);
const MERCHANTS_DIR = path.resolve('.build/studio-e2e/merchants');
const studioUrl = (pathname = '/__studio/') => `http://localhost:${STUDIO_PORT}${pathname}`;
const editorUrl = (code: string) => studioUrl(`/__studio/edit/${code}`);
/** A merchant's previewed site: its own <code>.localhost host on the studio's port. */
const previewUrl = (code: string, pathname = '/m/home') => `http://${code}.localhost:${STUDIO_PORT}${pathname}`;
const fileOf = (code: string) => path.join(MERCHANTS_DIR, code, 'merchant.json');
const read = (code: string) => readFileSync(fileOf(code), 'utf8');
// Node resolves no *.localhost, and localhost may be ::1 to it: the studio's host by address.
const STUDIO_ORIGIN = `http://127.0.0.1:${STUDIO_PORT}`;
/** A call to the studio's API as its page makes it: on a change, with the secret its page holds. */
async function api(request: APIRequestContext, method: 'GET' | 'PUT', pathname: string, data?: unknown) {
  const page = await (await request.get(`${STUDIO_ORIGIN}/__studio/`)).text();
  const token = /<meta name="studio-token" content="([^"]+)">/.exec(page)?.[1] ?? '';
  return request.fetch(`${STUDIO_ORIGIN}/__studio/api${pathname}`, {
    method,
    headers: method === 'GET' ? {} : { origin: STUDIO_ORIGIN, 'x-studio-token': token },
    ...(data === undefined ? {} : { data }),
  });
}
// The previews are the merchant's built pages, which the sites' own accessibility specs check.
const PREVIEWS = ['.preview'];

// The tests change the copies: one at a time, in order.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

/** The editor's word on the form: problems to fix, unsaved changes, or saved. */
const saveState = (page: Page) => page.locator('#save-state');

async function openEditor(page: Page, code: string) {
  await page.goto(editorUrl(code));
  await expect(page.getByRole('heading', { level: 2, name: 'identity' })).toBeVisible();
}

/** The control of a setting: in its group of the README ("identity") or its fieldset ("theme"), by its label. */
function setting(page: Page, group: string, key: string) {
  const scope = ['identity', 'look', 'locale', 'features', 'integration'].includes(group)
    ? page.getByRole('region', { name: group, exact: true })
    : page.getByRole('group', { name: group, exact: true });
  return scope.getByLabel(key, { exact: true });
}

test('lists every merchant with its status, last build and page weights; axe finds nothing', async ({ page }) => {
  await page.goto(studioUrl());
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const name of ['Lucky Star', 'Saigon Lotto Club', 'Siam Arena'])
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('valid');
  await expect(page.getByRole('row', { name: /Lucky Star/ })).toContainText('KB');
  expect(await axeViolations(page, 'studio list')).toEqual([]);
});

test('creates a merchant from the page and opens its editor', async ({ page }) => {
  await page.goto(studioUrl());
  await page.getByLabel('Code (folder and <code>.localhost host)').fill('goldcoast');
  await page.getByLabel('Display name').fill('Gold Coast');
  await page.getByLabel('Primary colour').fill('#0a6e4f');
  await page.getByRole('button', { name: 'Create merchant' }).click();
  await page.waitForURL(editorUrl('goldcoast'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gold Coast');
  expect((await validateMerchants(MERCHANTS_DIR, ['goldcoast'])).problems).toEqual([]);

  // A code that is taken is refused with the reason, and nothing changes.
  await page.goto(studioUrl());
  await page.getByLabel('Code (folder and <code>.localhost host)').fill('luckystar');
  await page.getByRole('button', { name: 'Create merchant' }).click();
  await expect(page.getByRole('alert')).toContainText('already exists; choose another code');
});

test('builds the new merchant from its editor, then shows its warnings, its screenshots and its pages', async ({
  page,
}) => {
  test.slow(); // a build of one merchant and its gallery: about a minute on two shared cores
  await openEditor(page, 'goldcoast');
  const panel = page.getByRole('region', { name: 'Build and review' });
  await panel.getByRole('button', { name: 'Build and take screenshots' }).click();
  await expect(panel.getByRole('status')).toHaveText('Building…');
  await expect(panel.getByRole('log', { name: 'Build output' })).toContainText('goldcoast');
  await expect(panel.getByRole('status')).toHaveText('Built, screenshots taken.', { timeout: 170_000 });
  await expect(panel.getByRole('heading', { name: 'Warnings' })).toBeVisible();
  const shot = panel.getByRole('img', { name: 'goldcoast: Home', exact: true });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBe(360);
  // The previews load the site just built.
  await expect(page.frameLocator('iframe[title="Home preview"]').locator('html')).toHaveAttribute(
    'data-merchant',
    'goldcoast',
  );
  expect(await axeViolations(page, 'build review', PREVIEWS)).toEqual([]);
});

test('an invalid colour shows at its field in check:merchants words and cannot be saved; fixed, the preview shows it before saving; saved, the file is formatted and valid', async ({
  page,
}) => {
  const before = read('luckystar');
  await openEditor(page, 'luckystar');
  const primary = setting(page, 'theme', 'primary');
  await primary.fill('#12345');
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  const problem = page.getByRole('group', { name: 'theme', exact: true }).locator('.field__problems');
  await expect(problem).toHaveText('must be a hex colour like "#1a2b3c", got "#12345"');
  await expect(page.getByRole('button', { name: 'Review and save' })).toBeDisabled();
  await expect(saveState(page)).toHaveText('1 problem to fix before saving');
  expect(read('luckystar')).toBe(before);

  // Fixed: the preview takes the colour within a second, before anything is saved.
  const header = page.frameLocator('iframe[title="Home preview"]').locator('header').first();
  await primary.fill('#0b5ed7');
  await expect(primary).not.toHaveAttribute('aria-invalid', 'true');
  await expect(header).toHaveCSS('background-color', rgb('#0b5ed7'), { timeout: 1_000 });
  expect(read('luckystar')).toBe(before);

  // Saving shows the change first, then writes the file whole and formatted.
  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog.getByLabel('Changes to merchant.json')).toContainText('+    "primary": "#0b5ed7",');
  expect(await axeViolations(page, 'save dialog', PREVIEWS)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(saveState(page)).toContainText('Saved');
  const saved = JSON.parse(read('luckystar'));
  expect(saved.theme.primary).toBe('#0b5ed7');
  // Formatted, and the rest of the file as it was: the one colour's line is all that changed.
  expect(read('luckystar')).toBe(await formattedJson(fileOf('luckystar'), saved, before));
  expect(read('luckystar')).toBe(before.replace(/"primary": "#[0-9a-f]+"/, '"primary": "#0b5ed7"'));
  expect((await validateMerchants(MERCHANTS_DIR, ['luckystar'])).problems).toEqual([]);
});

test('a text change shows in the preview before saving, and still after saving, before a build', async ({ page }) => {
  await openEditor(page, 'siamarena');
  const frame = page.frameLocator('iframe[title="Login preview"]');
  const prompt = JSON.parse(read('siamarena')).template.login_prompt_text as string;
  await expect(frame.getByText(prompt)).toBeVisible();
  await setting(page, 'template', 'login_prompt_text').fill('Spin the wheel today');
  await expect(frame.getByText('Spin the wheel today')).toBeVisible({ timeout: 1_000 });

  await page.getByRole('button', { name: 'Review and save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved');
  // The page loaded again (a player's reload): the built site still says the old text; the preview does not.
  const login = await (await page.locator('iframe[title="Login preview"]').elementHandle())!.contentFrame();
  await login!.goto(login!.url());
  await expect(frame.getByText('Spin the wheel today')).toBeVisible();
  await expect(frame.getByText(prompt)).toHaveCount(0);
});

test("previews the member centre logged in as the sandbox member, while home and login stay a guest's", async ({
  page,
}) => {
  await openEditor(page, 'saigonlotto');
  const member = page.frameLocator('iframe[title="Member centre preview"]');
  await expect(member.getByText('player1').first()).toBeVisible();
  const login = catalogueText('saigonlotto', 'nav.login');
  await expect(
    page.frameLocator('iframe[title="Home preview"]').getByRole('banner').getByRole('link', { name: login }),
  ).toBeVisible();
  await expect(page.frameLocator('iframe[title="Home on a wide screen preview"]').locator('html')).toHaveAttribute(
    'data-merchant',
    'saigonlotto',
  );
});

test("a logo that is too large is refused in the build's words; a good one is written and named by the form", async ({
  page,
}) => {
  await openEditor(page, 'siamarena');
  const logo = setting(page, 'template', 'h5_logo');
  await logo.setInputFiles({ name: 'huge logo.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 10, 7) });
  const problems = page.locator('.field--brandFile').first().locator('.field__problems');
  await expect(problems).toHaveText('assets/huge-logo.png: is 1.0 MB; brand files may be at most 1.0 MB');
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  expect(existsSync(path.join(MERCHANTS_DIR, 'siamarena', 'assets', 'huge-logo.png'))).toBe(false);

  const good = await sharp({ create: { width: 240, height: 80, channels: 4, background: '#0b5ed7' } })
    .png()
    .toBuffer();
  await logo.setInputFiles({ name: 'logo-2027.png', mimeType: 'image/png', buffer: good });
  await expect(problems).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'h5_logo: assets/logo-2027.png' })).toBeVisible();
  expect(readFileSync(path.join(MERCHANTS_DIR, 'siamarena', 'assets', 'logo-2027.png'))).toEqual(good);
  await expect(saveState(page)).toHaveText('Unsaved changes');
});

test('the editor has no accessibility violations and every control has a label', async ({ page }) => {
  await openEditor(page, 'saigonlotto');
  expect(await axeViolations(page, 'editor', PREVIEWS)).toEqual([]);
  const unlabelled = await page
    .locator('form[aria-label="Settings"]')
    .evaluate((form) =>
      [...form.querySelectorAll('input, select, textarea')]
        .filter((control) => !(control as HTMLInputElement).labels?.length && !control.getAttribute('aria-label'))
        .map((control) => control.outerHTML),
    );
  expect(unlabelled).toEqual([]);
});

test('with the keyboard alone: a colour without contrast is warned about at both colours, then fixed and saved', async ({
  page,
}) => {
  await openEditor(page, 'luckystar');
  const settings = JSON.parse(read('luckystar'));
  const onPrimary = setting(page, 'theme', 'onPrimary');
  await onPrimary.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(settings.theme.primary);
  const warning = `Warning: theme.onPrimary on theme.primary: contrast 1.00:1, below 4.5:1 (WCAG AA)`;
  const theme = page.getByRole('group', { name: 'theme', exact: true });
  await expect(theme.locator('.field__warnings').first()).toHaveText(warning);
  await expect(theme.locator('.field__warnings')).toHaveCount(2); // at onPrimary and at primary
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#fffffe');
  await expect(theme.locator('.field__warnings')).toHaveCount(0);

  // A host name more, on a line of its own.
  const domains = setting(page, 'identity', 'domains');
  await domains.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('play2.luckystar.example');
  await expect(domains).toHaveValue([...settings.domains, 'play2.luckystar.example'].join('\n'));

  // Back to the save button, the change reviewed and saved, all from the keyboard.
  const save = page.getByRole('button', { name: 'Review and save' });
  for (let step = 0; step < 200 && !(await save.evaluate((button) => button === document.activeElement)); step += 1)
    await page.keyboard.press('Shift+Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(JSON.parse(read('luckystar'))).toMatchObject({
    theme: { onPrimary: '#fffffe' },
    domains: [...settings.domains, 'play2.luckystar.example'],
  });
});

test('a file changed on disk since it was opened is not overwritten silently', async ({ page, request }) => {
  await openEditor(page, 'saigonlotto');
  // Someone else saves a change meanwhile (through the studio, as another tab would).
  const opened = await (await api(request, 'GET', '/merchants/saigonlotto')).json();
  const theirs = await api(request, 'PUT', '/merchants/saigonlotto', {
    settings: { ...opened.settings, shortName: 'SGL' },
    etag: opened.etag,
  });
  expect(theirs.status()).toBe(200);
  const afterTheirs = read('saigonlotto');

  await setting(page, 'identity', 'name').fill('Saigon Lotto');
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'The file changed on disk' });
  await expect(conflict).toBeVisible();
  expect(read('saigonlotto')).toBe(afterTheirs);
  await conflict.getByRole('button', { name: 'Take the file from disk (drop my changes)' }).click();
  await expect(setting(page, 'identity', 'shortName')).toHaveValue('SGL');
});

test('a merchant.json broken by hand opens as its text on a phone, and once fixed the form takes it and saves it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const good = read('siamarena');
  writeFileSync(fileOf('siamarena'), good.replace('"name":', '"name"'));
  const [problem] = (await validateMerchants(MERCHANTS_DIR, ['siamarena'])).problems;

  await page.goto(editorUrl('siamarena'));
  const fileText = page.getByRole('region', { name: 'The file is not valid JSON' });
  await expect(fileText).toBeVisible();
  await expect(fileText.locator('.field__problems li')).toHaveText([problem!]);
  await expect(page.getByRole('button', { name: 'Edit in the form' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Review and save' })).toBeDisabled();
  expect(await axeViolations(page, 'editor with a broken file')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('broken-file.png'), fullPage: true });

  // The colon put back and the name changed, as ops would fix it: nothing is written until it is saved.
  const text = page.getByLabel(/siamarena\/merchant\.json$/);
  await text.fill(good.replace('"name": "Siam Arena"', '"name": "Siam Arena Live"'));
  await expect(page.getByRole('region', { name: 'The text reads as JSON now' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit in the form' }).click();
  await expect(setting(page, 'identity', 'name')).toHaveValue('Siam Arena Live');
  await expect(saveState(page)).toHaveText('Unsaved changes');
  await expect(page.getByText('The preview shows once the file is saved.')).toBeVisible();
  expect(read('siamarena')).not.toBe(good);

  // Saved, the file keeps the layout ops gave it: the sample's file with the one name changed.
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved');
  expect(read('siamarena')).toBe(good.replace('"name": "Siam Arena"', '"name": "Siam Arena Live"'));
  // Valid again, the merchant's pages are served and previewed.
  await expect(page.frameLocator('iframe[title="Login preview"]').locator('header').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('fixed-file.png'), fullPage: true });
  expect((await validateMerchants(MERCHANTS_DIR, ['siamarena'])).problems).toEqual([]);
});

test('refuses a foreign Host and a foreign origin', async ({ request }) => {
  const before = read('luckystar');
  const rebound = await request.get(`${STUDIO_ORIGIN}/__studio/api/merchants`, {
    headers: { host: `evil.example:${STUDIO_PORT}` },
  });
  expect(rebound.status()).toBe(403);
  expect((await rebound.json()).error).toContain(`Host: "evil.example:${STUDIO_PORT}" is not the studio's host`);
  const opened = await (await api(request, 'GET', '/merchants/luckystar')).json();
  const forged = await request.fetch(`${STUDIO_ORIGIN}/__studio/api/merchants/luckystar`, {
    method: 'PUT',
    headers: { origin: 'http://evil.example' },
    data: { settings: { ...opened.settings, name: 'Forged' }, etag: opened.etag },
  });
  expect(forged.status()).toBe(403);
  expect(read('luckystar')).toBe(before);
});

/** What a script in a preview page gets from each try at the studio: a status, or the browser's refusal. */
async function tryTheStudio(page: Page | Frame, studio: string, body: unknown) {
  return page.evaluate(
    async ({ studio, body }) => {
      const json = JSON.stringify(body);
      const attempt = (url: string, init: RequestInit = {}) =>
        fetch(url, init).then(
          (response) => (response.type === 'opaque' ? 'opaque' : response.status),
          (error: Error) => error.name,
        );
      let parentPage: string;
      try {
        parentPage = window.parent.document.querySelector('meta[name="studio-token"]') ? 'read' : 'none';
      } catch (error) {
        parentPage = (error as Error).name;
      }
      return {
        parentPage,
        // On its own host: the studio does not answer there.
        ownPage: await attempt('/__studio/'),
        ownRead: await attempt('/__studio/api/merchants/siamarena'),
        ownSave: await attempt('/__studio/api/merchants/siamarena', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: json,
        }),
        ownBuild: await attempt('/__studio/api/builds', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ codes: ['siamarena'] }),
        }),
        ownCreate: await attempt('/__studio/api/merchants', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: 'planted' }),
        }),
        // On the studio's host, with the browser's credentials: no CORS grant, so no answer to read, and a
        // request sent without a preflight has no secret.
        studioRead: await attempt(`${studio}/__studio/api/merchants/siamarena`, { credentials: 'include' }),
        studioPage: await attempt(`${studio}/__studio/`, { credentials: 'include' }),
        studioSave: await attempt(`${studio}/__studio/api/merchants/siamarena`, {
          method: 'PUT',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-studio-token': 'guessed' },
          body: json,
        }),
        studioPost: await attempt(`${studio}/__studio/api/builds`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ codes: ['siamarena'] }),
        }),
      };
    },
    { studio, body },
  );
}

test("a script in a preview page, opened alone or framed by the editor, gets no write through and reads nothing of the studio's", async ({
  browser,
  request,
}) => {
  // The site's own policy keeps its scripts from calling the studio's host; a hostile folder's may allow it
  // (its API's origin), so the browser here applies none: what stops each call is the studio.
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The calls of the preview's pages to the studio's host that the browser let fail, as the network saw them.
  const failed: string[] = [];
  page.on('requestfailed', (call) => {
    const url = new URL(call.url());
    if (url.host === `localhost:${STUDIO_PORT}`)
      failed.push(`${call.method()} ${url.pathname} ${call.failure()?.errorText}`);
  });
  const before = read('siamarena');
  const opened = await (await api(request, 'GET', '/merchants/siamarena')).json();
  // The attack: luckystar's page rewrites siamarena's Tag Manager id.
  const body = {
    settings: { ...opened.settings, tracking: { ...opened.settings.tracking, gtmId: 'GTM-EVIL01' } },
    etag: opened.etag,
  };
  const lastBuild = await (await api(request, 'GET', '/builds/last')).json();
  const refused = {
    ownPage: 403,
    ownRead: 403,
    ownSave: 403,
    ownBuild: 403,
    ownCreate: 403,
    studioRead: 'TypeError',
    studioPage: 'TypeError',
    studioSave: 'TypeError',
    studioPost: 'TypeError',
  };

  await page.goto(previewUrl('luckystar'));
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'luckystar');
  expect(await tryTheStudio(page, studioUrl(''), body)).toEqual({ parentPage: 'none', ...refused });

  // Framed by the studio's editor, the page is another origin than the studio's: it cannot read the page
  // that holds the secret.
  await openEditor(page, 'luckystar');
  const home = await (await page.locator('iframe[title="Home preview"]').elementHandle())!.contentFrame();
  expect(new URL(home!.url()).origin).toBe(`http://luckystar.localhost:${STUDIO_PORT}`);
  await expect(page.frameLocator('iframe[title="Home preview"]').locator('html')).toHaveAttribute(
    'data-merchant',
    'luckystar',
  );
  expect(await tryTheStudio(home!, studioUrl(''), body)).toEqual({
    parentPage: 'SecurityError',
    ...refused,
  });

  expect(read('siamarena')).toBe(before);
  expect(JSON.parse(read('siamarena')).tracking.gtmId).toBe('GTM-SIAM001');
  expect(existsSync(path.join(MERCHANTS_DIR, 'planted'))).toBe(false);
  expect(await (await api(request, 'GET', '/builds/last')).json()).toEqual(lastBuild);
  // From each page: the reads and the PUT fail at CORS (no grant, no preflight answered); the simple POST is
  // sent, refused, and its answer withheld by Cross-Origin-Resource-Policy.
  const each = [
    'GET /__studio/api/merchants/siamarena net::ERR_FAILED',
    'GET /__studio/ net::ERR_FAILED',
    'PUT /__studio/api/merchants/siamarena net::ERR_FAILED',
    'POST /__studio/api/builds net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin',
  ];
  expect(failed).toEqual([...each, ...each]);
  await context.close();
});
