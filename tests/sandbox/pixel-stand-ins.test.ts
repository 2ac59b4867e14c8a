// The pixel stand-ins (issue 15): served per pixel, they drain the app's vendor stubs and record every call.
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIXELS, type PixelName } from '@/config/pixels';
import { installSnippet, runPixelCall, type PixelPage, type PixelWindow } from '@/features/tracking/snippets';
import { eventCalls, pageViewCalls } from '@/lib/tracking/pixel-events';
import { controlDelete, controlGet, get, LUCKY, post, SIAM, startSandbox, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.app.close());

/** A page with the app's stub of `pixel`, the stand-in script run in it, and the beacons it sent. */
async function pageWithStandIn(pixel: PixelName, id: string, before: (win: PixelWindow) => void) {
  const win: PixelWindow = {};
  const beacons: unknown[] = [];
  const doc = {
    createElement: () => ({ addEventListener: () => undefined }),
    head: { appendChild: () => undefined },
  } as unknown as PixelPage['doc'];
  void installSnippet(pixel, id, `http://luckystar.localhost/__pixels/${pixel}.js`, { win, doc });
  before(win);
  const script = (await get(server.app, LUCKY, `/__pixels/${pixel}.js?id=${id}`)).body;
  const storage = new Map<string, string>();
  runInNewContext(script, {
    window: win,
    location: { pathname: '/m/home' },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) },
    navigator: { sendBeacon: (_url: string, body: string) => beacons.push(JSON.parse(body)) > 0 },
  });
  return { win, beacons };
}

describe('pixel stand-ins (/__pixels)', () => {
  it('serves one script per pixel and no other', async () => {
    for (const pixel of PIXELS) {
      const response = await get(server.app, LUCKY, `/__pixels/${pixel}.js?sdkid=X&lib=ttq`);
      expect(response.statusCode, pixel).toBe(200);
      expect(response.headers['content-type']).toContain('text/javascript');
    }
    expect((await get(server.app, LUCKY, '/__pixels/evil.js')).statusCode).toBe(404);
  });

  it('records the calls queued before it loaded and every later one, as the vendor script would take them', async () => {
    const deposit = { name: 'deposit' as const, payload: { eventID: 'e1', value: 5, currency: 'PHP' } };
    const context = { clickIds: {}, twitterEventIds: { deposit: 'tw-o8z6j-o8z6k' } };
    const ids: Record<PixelName, string> = {
      facebook: '1234567890123',
      gtag: 'G-ABC1234',
      gtm: 'GTM-ABC1234',
      tiktok: 'CQ1ABCDEFGHIJ2KLMNOP',
      kwai: '272456330172322',
      twitter: 'o8z6j',
    };
    for (const pixel of PIXELS) {
      const id = ids[pixel];
      const { win, beacons } = await pageWithStandIn(pixel, id, (win) => {
        for (const call of pageViewCalls(pixel, id, 0)) runPixelCall(call, id, win);
      });
      for (const call of eventCalls(pixel, id, deposit, context)) runPixelCall(call, id, win);
      const calls = (beacons as { pixel: string; call: unknown[] }[]).map((beacon) => {
        expect(beacon.pixel).toBe(pixel);
        return beacon.call;
      });
      const expected = [...pageViewCalls(pixel, id, 0), ...eventCalls(pixel, id, deposit, context)].map((call) =>
        JSON.parse(JSON.stringify(call.method ? [call.method, ...call.args] : call.args)),
      );
      expect(calls, pixel).toEqual(expected);
    }
  });

  it('keeps the calls per merchant and per visitor, for control callers only', async () => {
    const call = (visitor: string) => ({ pixel: 'tiktok', call: ['page'], visitor, page: '/m/home' });
    await controlDelete(server.app, SIAM, '/__pixels/calls');
    expect((await post(server.app, SIAM, '/__pixels/calls', call('v1'))).statusCode).toBe(204);
    await post(server.app, SIAM, '/__pixels/calls', call('v2'));
    expect((await controlGet(server.app, SIAM, '/__pixels/calls?visitor=v1')).json()).toEqual([
      { at: expect.any(Number), ...call('v1') },
    ]);
    expect((await controlGet(server.app, SIAM, '/__pixels/calls')).json()).toHaveLength(2);
    expect((await controlGet(server.app, LUCKY, '/__pixels/calls?visitor=v1')).json()).toEqual([]);
    expect((await get(server.app, SIAM, '/__pixels/calls')).statusCode).toBe(403);
    expect((await post(server.app, SIAM, '/__pixels/calls', { ...call('v1'), pixel: 'evil' })).statusCode).toBe(400);
  });
});
