// The production-like fixture merchant (tests/fixtures/merchants/harbourplay) as playwright.config.ts serves it:
// a production build in live mode on its own port. Its pages call its own API origin (api.baseUrl) and its
// vendors' real hosts, which this machine cannot reach: the API is answered by the live-mode sandbox behind
// that origin, with the CORS headers an operator's API sends, and every other host's file is an empty answer
// (what they send is the vendors', not ours to measure).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { MerchantSettings } from '../../src/config/schema/merchant';

export const FIXTURE_CODE = 'harbourplay';
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT);
/** Where the fixture's build is (its files' sizes are read from there). */
export const FIXTURE_OUT = String(process.env.E2E_FIXTURE_OUT);
const settings = JSON.parse(
  readFileSync(path.resolve('tests/fixtures/merchants', FIXTURE_CODE, 'merchant.json'), 'utf8'),
) as MerchantSettings;
const API_ORIGIN = new URL(settings.api!.baseUrl).origin;

// The live sandbox's lists name pictures it does not serve (live mode answers the sites and /wps only): they
// stand for the operator's image CDN, answered here with a tile-sized drawing.
const PICTURES = '/__sandbox/img/';
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" rx="16" fill="#0a4d8c"/><circle cx="80" cy="80" r="44" fill="#f5b700"/></svg>';

export const fixtureUrl = (pathname = '/m/home') => `http://${FIXTURE_CODE}.localhost:${FIXTURE_PORT}${pathname}`;

/** Serves the fixture's API origin from its live-mode sandbox, its pictures, and empties every other outside host. */
export async function serveFixtureOutside(context: BrowserContext): Promise<void> {
  const siteOrigin = new URL(fixtureUrl()).origin;
  await context.route(
    (url) => (url.origin !== siteOrigin && url.protocol.startsWith('http')) || url.pathname.startsWith(PICTURES),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname.startsWith(PICTURES))
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PICTURE });
      if (url.origin !== API_ORIGIN) return route.fulfill({ status: 200, body: '' });
      const cors = {
        'access-control-allow-origin': siteOrigin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      // Node cannot resolve *.localhost: the loopback address with the site's Host.
      const response = await route.fetch({
        url: `http://127.0.0.1:${FIXTURE_PORT}${url.pathname}${url.search}`,
        headers: { ...request.headers(), host: `${FIXTURE_CODE}.localhost:${FIXTURE_PORT}` },
      });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    },
  );
}
