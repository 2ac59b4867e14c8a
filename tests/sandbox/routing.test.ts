// Host routing of /wps to the right merchant, the Merchant header check, and malformed requests that get
// clear 4xx envelopes instead of crashing the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlGet,
  controlPost,
  failureOf,
  get,
  LUCKY,
  post,
  SAIGON,
  SIAM,
  startSandbox,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.app.close());

const countryOf = async (host: string) => (await get(server.app, host, '/wps/system/country')).json().value.countryCode;

describe('Host routing', () => {
  it('answers /wps for <code>.localhost and every configured domain, with or without a port', async () => {
    expect(await countryOf(LUCKY)).toBe('PH');
    expect(await countryOf('m.luckystar.example')).toBe('PH');
    expect(await countryOf('sgl.example:4321')).toBe('VN');
    expect(await countryOf('WWW.SAIGONLOTTO.EXAMPLE')).toBe('VN');
    expect(await countryOf(`${SIAM}:8080`)).toBe('TH');
    expect(await countryOf('play.siamarena.example.')).toBe('TH');
  });

  it('refuses an unknown host with unknown.host', async () => {
    expect(failureOf(await get(server.app, 'evil.example', '/wps/system/country'))).toMatchObject({
      status: 404,
      errorCode: 'unknown.host',
    });
    expect(failureOf(await get(server.app, 'localhost', '/wps/system/country')).errorCode).toBe('unknown.host');
  });

  it('checks the Merchant header against the merchant of the host', async () => {
    expect((await get(server.app, SAIGON, '/wps/system/country', { Merchant: 'SGLOTTO' })).statusCode).toBe(200);
    expect(failureOf(await get(server.app, SAIGON, '/wps/system/country', { Merchant: 'LUCKYSTAR' }))).toMatchObject({
      status: 400,
      errorCode: 'bad.request',
      message: expect.stringMatching(/^Merchant:/),
    });
  });

  it('keeps members apart: a member of one merchant does not exist at another', async () => {
    await controlPost(server.app, LUCKY, '/__sandbox/users', {
      username: 'onlyhere',
      password: 'pass1234',
      customerName: 'Only',
    });
    const users = async (host: string) =>
      (await controlGet(server.app, host, '/__sandbox/state'))
        .json()
        .value.users.map((u: { userName: string }) => u.userName);
    expect(await users(LUCKY)).toContain('onlyhere');
    expect(await users(SIAM)).not.toContain('onlyhere');
  });
});

describe('malformed requests', () => {
  const raw = (headers: Record<string, string>, payload: string, url = '/wps/system/collect') =>
    server.app.inject({ method: 'POST', url, headers: { host: LUCKY, ...headers }, payload });

  it('bad JSON, a non-object body and an unsupported content type are bad.request', async () => {
    expect(failureOf(await raw({ 'content-type': 'application/json' }, '{"merchant":'))).toMatchObject({
      status: 400,
      errorCode: 'bad.request',
      message: expect.stringMatching(/^body: not valid JSON/),
    });
    expect(failureOf(await raw({ 'content-type': 'text/plain' }, 'merchant=x')).message).toBe('body: not valid JSON');
    expect(failureOf(await raw({ 'content-type': 'application/json' }, '"text"')).message).toBe(
      'body: must be a JSON object',
    );
    expect(failureOf(await raw({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')).message).toMatch(
      /^Content-Type:/,
    );
  });

  it('bodies over 1 MB are payload.too.large (413), encrypted or not', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    expect(
      failureOf(
        await raw({ 'content-type': 'application/json' }, JSON.stringify({ merchant: 'LUCKYSTAR', value: big })),
      ),
    ).toMatchObject({ status: 413, errorCode: 'payload.too.large' });
    expect(
      failureOf(await raw({ 'content-type': 'text/plain', encryption: 'des-ecb' }, big, '/wps/session/login')).status,
    ).toBe(413);
  });

  it('unknown paths and methods are not.found; a bad percent-encoding is a 400; the server keeps answering', async () => {
    expect(failureOf(await get(server.app, LUCKY, '/wps/nothing/here'))).toMatchObject({
      status: 404,
      errorCode: 'not.found',
      message: 'No endpoint GET /wps/nothing/here',
    });
    expect(failureOf(await post(server.app, LUCKY, '/wps/member/info', {})).status).toBe(404);
    expect((await get(server.app, LUCKY, '/m/%E0%A4%A')).statusCode).toBe(400);
    expect((await get(server.app, LUCKY, '/wps/system/country')).statusCode).toBe(200);
  });

  it('answers API responses with no-store', async () => {
    expect((await get(server.app, LUCKY, '/wps/system/country')).headers['cache-control']).toBe('no-store');
    expect((await get(server.app, LUCKY, '/wps/nope')).headers['cache-control']).toBe('no-store');
  });
});
