// SPEC 4 "Push installation token" and SPEC 9's push numbers are implemented by the push provider's own SDK
// (firebase/messaging and @firebase/installations; docs/decisions.md "Push"). These tests pin them in the
// SDK the app bundles, so an upgrade that changes one fails here rather than silently in players' phones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INSTALLATION_PENDING_EXPIRY_MS,
  INSTALLATION_TOKEN_RETRY_MS,
  PUSH_HEARTBEAT_DAYS,
  PUSH_HEARTBEAT_HEADER_MAX_BYTES,
  PUSH_TOKEN_REFRESH_AGE_MS,
} from '@/config/constants';
import { INSTALLATIONS_ERROR_CODES, PUSH_ERROR_CODES, pushErrorOf } from '@/lib/pwa/push-errors';

const require = createRequire(import.meta.url);
/** The browser ES build of an @firebase package, as Vite bundles it. */
const sdk = (name: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve(`@firebase/${name}/package.json`)), 'dist/esm/index.esm.js'),
    'utf8',
  );
const installations = sdk('installations');
const messaging = sdk('messaging');
const app = sdk('app');

describe('the installation token states (SPEC 4) in @firebase/installations', () => {
  it('has the three request states: not requested, in progress, completed', () => {
    for (const state of ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'])
      expect(installations).toMatch(new RegExp(`RequestStatus\\.${state}`));
  });

  it('expires a pending registration or token request after 10 s', () => {
    expect(installations).toContain(`const PENDING_TIMEOUT_MS = ${INSTALLATION_PENDING_EXPIRY_MS};`);
    expect(installations).toMatch(/registrationTime \+ PENDING_TIMEOUT_MS < Date\.now\(\)/);
    expect(installations).toMatch(/requestTime \+ PENDING_TIMEOUT_MS < Date\.now\(\)/);
    expect(INSTALLATION_PENDING_EXPIRY_MS).toBe(10_000);
  });

  it('waits 100 ms between checks while a request is in progress', () => {
    const waits = installations.match(/await sleep\((\d+)\);/g) ?? [];
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (const wait of waits) expect(wait).toBe(`await sleep(${INSTALLATION_TOKEN_RETRY_MS});`);
    expect(INSTALLATION_TOKEN_RETRY_MS).toBe(100);
  });

  it('deletes the installation on a 401 or 404 from token generation', () => {
    expect(installations).toMatch(
      /e\.customData\.serverCode === 401 \|\| e\.customData\.serverCode === 404\)\) \{[^}]*await remove\(installations\.appConfig\);/,
    );
  });

  it('raises the installations errors of SPEC 8', () => {
    for (const code of INSTALLATIONS_ERROR_CODES) expect(installations).toContain(`["${code}"`);
  });
});

describe('the push token (SPEC 4, 9) in firebase/messaging', () => {
  it('refreshes a token older than 7 days', () => {
    expect(messaging).toContain('const TOKEN_EXPIRATION_MS = 7 * 24 * 60 * 60 * 1000;');
    expect(7 * 24 * 60 * 60 * 1000).toBe(PUSH_TOKEN_REFRESH_AGE_MS);
    expect(messaging).toMatch(/Date\.now\(\) >= tokenDetails\.createTime \+ TOKEN_EXPIRATION_MS/);
  });

  it('raises the push errors of SPEC 8, and the app names them', () => {
    for (const code of PUSH_ERROR_CODES) expect(messaging).toContain(`["${code}"`);
    expect(pushErrorOf({ code: 'messaging/permission-blocked' })).toBe('permission-blocked');
    expect(pushErrorOf({ code: 'installations/app-offline' })).toBe('app-offline');
    expect(pushErrorOf({ code: 'messaging/app-offline' })).toBeUndefined();
    expect(pushErrorOf(new Error('x'))).toBeUndefined();
  });
});

describe('the push heartbeat (SPEC 9) in @firebase/app', () => {
  it('keeps 30 heartbeats (one a day: 30 days) and sends a header of at most 1024 bytes', () => {
    expect(app).toContain(`const MAX_NUM_STORED_HEARTBEATS = ${PUSH_HEARTBEAT_DAYS};`);
    expect(app).toContain(`const MAX_HEADER_BYTES = ${PUSH_HEARTBEAT_HEADER_MAX_BYTES};`);
  });
});
