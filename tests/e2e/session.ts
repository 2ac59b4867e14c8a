// Logs a seeded member in through the sandbox from Node and hands the session to the page the way the app
// stores it (sessionStorage 'session_info'), so member flows start logged in without driving the login form.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import type * as Encryption from '../../src/lib/api/encryption';
import { sessionFromLogin, type LoginValue, type SessionInfo } from '../../src/lib/session/session-info';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import { PORT } from './harness';
import { SEEDED_PASSWORD, merchantHost, solveCaptcha } from './sandbox-control';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

async function wps<T>(
  request: APIRequestContext,
  code: string,
  method: 'GET' | 'POST',
  pathname: string,
  init: { headers?: Record<string, string>; data?: string } = {},
): Promise<T> {
  const response = await request.fetch(`http://127.0.0.1:${PORT}${pathname}`, {
    method,
    headers: { Host: merchantHost(code), ...init.headers },
    ...(init.data !== undefined ? { data: init.data } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success)
    throw new Error(`${method} ${pathname} (${code}): HTTP ${response.status()} ${body.errorCode}: ${body.message}`);
  return body.value;
}

let loaded: Promise<typeof Encryption> | undefined;
/**
 * The app's own encryption (src/lib/api/encryption.ts), loaded through tsx: jsencrypt's ES build uses
 * extension-less imports that Node's loader (and so Playwright's) cannot resolve.
 */
const encryption = () =>
  (loaded ??= tsImport('../../src/lib/api/encryption.ts', import.meta.url) as Promise<typeof Encryption>);

/** Logs `username` in at merchant `code` (encrypted, as the app does) and returns the app's session info. */
export async function loginSession(
  request: APIRequestContext,
  code: string,
  username: string,
  password = SEEDED_PASSWORD,
): Promise<SessionInfo & { merchantCode: string }> {
  const publicKey = await wps<string>(request, code, 'GET', '/wps/session/key/rsa');
  // Merchants with showLoginGeetest (saigonlotto) need a solved captcha; the others ignore it.
  const { geetestChallenge, geetestSeccode, geetestValidateV4 } = await solveCaptcha(request, code);
  const payload = {
    username,
    password,
    type: 'username',
    loginDeviceId: randomUUID(),
    isOfficialAppLogin: false,
    geetestChallenge,
    geetestSeccode,
    geetestValidateV4,
  };
  // SPEC 3 "Device id": 36 characters, which a UUID is.
  const encrypted = await (await encryption()).encryptPayload(payload, publicKey);
  const value = await wps<LoginValue & { merchantCode: string }>(request, code, 'POST', '/wps/session/login', {
    headers: encrypted.headers,
    data: encrypted.body,
  });
  return sessionFromLogin(value, value.merchantCode) as SessionInfo & { merchantCode: string };
}

/** Logs in from Node and makes every page of the context start with that session stored. */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  code: string,
  username: string,
  options: { notificationPrompt?: boolean } = {},
): Promise<SessionInfo> {
  const session = await loginSession(request, code, username);
  await page.addInitScript(
    ([key, value, promptKey]) => {
      try {
        // The notification modal (a member of a push merchant, on /m/home) only where a spec asks for it.
        if (promptKey) window.localStorage.setItem(promptKey, String(Date.now()));
        // Once per tab: a later logout (or forced logout) must stick across navigations.
        if (window.sessionStorage.getItem('e2e_session_applied')) return;
        window.sessionStorage.setItem('e2e_session_applied', '1');
        window.sessionStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no session storage
      }
    },
    [
      STORAGE_KEYS.sessionInfo,
      JSON.stringify(session),
      options.notificationPrompt ? '' : STORAGE_KEYS.notificationPromptAt,
    ] as const,
  );
  return session;
}

/** Answers every request to hosts outside the sandbox (chat widgets, partner sites) with a stub page. */
export async function stubExternalHosts(page: Page): Promise<void> {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|[a-z]+\.localhost)/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>external</title><p>external stub</p>',
    }),
  );
}

/** Marks the notification modal as shown today on every page of the context (specs about other overlays). */
export async function keepNotificationPromptAway(context: BrowserContext): Promise<void> {
  await context.addInitScript((promptKey) => {
    try {
      window.localStorage.setItem(promptKey, String(Date.now()));
    } catch {
      // opaque origins have no storage
    }
  }, STORAGE_KEYS.notificationPromptAt);
}

/**
 * Marks the popup banners (SPEC 2: 20 s after start, once per session) as shown in every tab of the context,
 * for specs about other overlays whose fast-forwarded or slow runs pass the 20 s.
 */
export async function keepPopupBannersAway(context: BrowserContext): Promise<void> {
  await context.addInitScript((shownKey) => {
    try {
      window.sessionStorage.setItem(shownKey, '1');
    } catch {
      // opaque origins have no storage
    }
  }, STORAGE_KEYS.popupBannersShown);
}
