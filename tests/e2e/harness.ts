import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import type { MerchantSettings } from '../../src/config/schema/merchant';

export const PORT = Number(process.env.E2E_PORT);
export const SAMPLE_CODES = ['luckystar', 'saigonlotto', 'siamarena'] as const;
/** A phone's browser: what the phone-only overlays (download bar, install modal) need to show. */
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** http://<code>.localhost:<port><path>: Chromium resolves *.localhost to the loopback server. */
export const siteUrl = (code: string, pathname = '/m/home') => `http://${code}.localhost:${PORT}${pathname}`;

export function sampleSettings(code: string): MerchantSettings {
  return JSON.parse(readFileSync(path.resolve('merchants', code, 'merchant.json'), 'utf8')) as MerchantSettings;
}

/** "#c8102e" -> "rgb(200, 16, 46)", as getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** Node cannot resolve *.localhost, so requests outside the browser go to 127.0.0.1 with the Host header. */
export function hostGet(request: import('@playwright/test').APIRequestContext, host: string, pathname: string) {
  return request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: { Host: host } });
}

/** Clicks until the request goes out: forms ignore submits for 500 ms after the last (SPEC 4), unseen on the page. */
export async function clickUntilRequest(
  page: Page,
  target: Locator,
  matches: (request: Request) => boolean,
): Promise<void> {
  let sent = false;
  const listener = (request: Request) => {
    if (matches(request)) sent = true;
  };
  page.on('request', listener);
  try {
    await expect(async () => {
      // A click can outlive its button (the request went out and the page moved on): then it has done its job.
      if (!sent)
        await target.click({ timeout: 2_000 }).catch((error: unknown) => {
          if (!sent) throw error;
        });
      expect(sent).toBe(true);
    }).toPass({ intervals: [100, 250], timeout: 10_000 });
  } finally {
    page.off('request', listener);
  }
}

/** Counts the page's requests still in flight, so "nothing else was sent" is checked on a quiet network. */
export function requestsInFlight(page: Page): () => number {
  let open = 0;
  const done = () => {
    open -= 1;
  };
  page.on('request', () => {
    open += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/** A text of the merchant's default-language catalogue by key path ("nav.logout"), as the page shows it. */
export function catalogueText(code: string, key: string): string {
  const language = sampleSettings(code).languages.default;
  let node: unknown = JSON.parse(readFileSync(path.resolve('src/locales', `${language}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}.json has no text at ${key}`);
  return node;
}

/**
 * The page header's account controls: a member's avatar (its menu, named with the member's name), the logout
 * through that menu and its confirmation, or the "Log in" link.
 */
export function headerAccount(page: Page, code: string) {
  const header = page.getByRole('banner');
  const menu = header.locator('button.account');
  const logOutText = catalogueText(code, 'nav.logout');
  return {
    menu,
    memberName: (name: string) => header.getByRole('button', { name }),
    logOut: async () => {
      await menu.click();
      await page.getByRole('dialog').getByRole('button', { name: logOutText }).click();
      await page
        .getByRole('dialog', { name: catalogueText(code, 'account.logoutTitle') })
        .getByRole('button', { name: logOutText })
        .click();
    },
    logIn: header.getByRole('link', { name: catalogueText(code, 'nav.login') }),
  };
}

/**
 * Holds back every script of the site's pages until the returned release is called: the page stays the
 * server's HTML, as a player on a slow network sees it before the islands hydrate. Open the page with
 * `waitUntil: 'commit'` (module scripts hold back DOMContentLoaded).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the island holding `control` has hydrated (Astro then drops its `ssr` mark): a tap before does nothing. */
export async function hydrated(control: Locator): Promise<Locator> {
  await expect(control.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  return control;
}

/**
 * Waits until the form holding `submit` has mounted: the island enables its submit button in an effect, so its
 * listeners (set up in effects of the same commit) are on. Astro drops `ssr` before React has committed.
 */
export async function mounted(submit: Locator): Promise<Locator> {
  await expect(await hydrated(submit)).toBeEnabled();
  return submit;
}

/** The characters the sandbox captcha of the field `inputId` shows. */
const captchaCharacters = (page: Page, inputId: string) =>
  page.locator(`#${inputId}`).locator('xpath=..').getByTestId('captcha-characters');

/** Types what the sandbox captcha by `inputId` shows, as a player would, and returns the characters typed. */
export async function typeCaptcha(page: Page, inputId: string): Promise<string> {
  const characters = captchaCharacters(page, inputId);
  await expect(characters).toHaveText(/^[A-Z0-9]{4,}$/);
  const shown = (await characters.textContent())!.trim();
  await page.locator(`#${inputId}`).fill(shown);
  return shown;
}

/** Waits until the puzzle `used` went with a call is replaced: a challenge is good for one attempt (docs/api.md). */
export async function captchaRenewed(page: Page, inputId: string, used: string) {
  await expect(captchaCharacters(page, inputId)).not.toHaveText(used);
  await expect(page.locator(`#${inputId}`)).toHaveValue('');
}

/** Console errors and uncaught exceptions of every document the page opens, each with its page's path. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return errors;
}

/** CSP violations (events and console messages) of every document the page opens, frames included. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.href}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|X-Frame-Options/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** A routed request sent on to the sandbox: Node cannot resolve *.localhost, so it goes to 127.0.0.1 with its Host. */
export function fetchFromSandbox(route: Route) {
  const url = new URL(route.request().url());
  return route.fetch({
    url: `http://127.0.0.1:${PORT}${url.pathname}${url.search}`,
    headers: { ...route.request().headers(), host: url.host },
  });
}

/** The player switches to another tab and back (SPEC 4 "on return to the tab"). */
export async function returnToTab(page: Page) {
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
}
