// /wps/v2/system/status and /wps/system/*, and GET /wps/game/launchGame with the sandbox game page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auth,
  controlGet,
  controlPost,
  failureOf,
  get,
  login,
  loginBody,
  LUCKY,
  post,
  postEncrypted,
  reset,
  SAIGON,
  SIAM,
  solvedCaptcha,
  startSandbox,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.app.close());
beforeEach(() => reset(server.app));

describe('GET /wps/v2/system/status', () => {
  it('reports maintenance, region restriction and the visitor IP as set by the control API', async () => {
    expect((await get(server.app, LUCKY, '/wps/v2/system/status?device=MOBILE&track=1')).json()).toEqual({
      success: true,
      value: { maintenance: false, maintenanceEnd: null, regionRestriction: false, ip: '127.0.0.1', whitelabelVal: {} },
    });
    await controlPost(server.app, LUCKY, '/__sandbox/status', {
      maintenance: true,
      maintenanceEnd: '2026-12-01T06:00:00Z',
    });
    const status = await get(server.app, LUCKY, '/wps/v2/system/status');
    expect(status.json().value).toMatchObject({
      maintenance: true,
      maintenanceEnd: Date.parse('2026-12-01T06:00:00Z'),
    });
    expect(status.headers['cache-control']).toBe('no-store');
    await controlPost(server.app, LUCKY, '/__sandbox/status', {
      maintenance: false,
      regionRestriction: true,
      ip: '203.0.113.7',
    });
    expect((await get(server.app, LUCKY, '/wps/v2/system/status')).json().value).toEqual({
      maintenance: false,
      maintenanceEnd: Date.parse('2026-12-01T06:00:00Z'),
      regionRestriction: true,
      ip: '203.0.113.7',
      whitelabelVal: {},
    });
    // The operator's run-time switches (issue 27): replaced whole by each change that names them.
    await controlPost(server.app, LUCKY, '/__sandbox/status', { whitelabelVal: { TELEGRAMLOGIN3: false } });
    expect((await get(server.app, LUCKY, '/wps/v2/system/status')).json().value.whitelabelVal).toEqual({
      TELEGRAMLOGIN3: false,
    });
    expect(
      (await controlPost(server.app, LUCKY, '/__sandbox/status', { whitelabelVal: { NOSUCHFLAG3: true } })).statusCode,
    ).toBe(400);
    expect((await get(server.app, SIAM, '/wps/v2/system/status')).json().value.regionRestriction).toBe(false);
    expect(failureOf(await get(server.app, LUCKY, '/wps/v2/system/status?device=DESKTOP')).message).toMatch(/^device:/);
  });

  it('fails with domain_not_available when the control API says so', async () => {
    await controlPost(server.app, SAIGON, '/__sandbox/status', { domainNotAvailable: true });
    expect(failureOf(await get(server.app, SAIGON, '/wps/v2/system/status'))).toMatchObject({
      status: 403,
      errorCode: 'domain_not_available',
    });
  });
});

describe('/wps/system/*', () => {
  it('country, domain route and manifest come from the merchant settings', async () => {
    expect((await get(server.app, SAIGON, '/wps/system/country')).json().value).toMatchObject({
      countryCode: 'VN',
      countryDialingCode: '+84',
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'after',
      countries: expect.arrayContaining([{ code: 'VN', dialingCode: '+84', name: 'Việt Nam' }]),
    });
    expect((await get(server.app, SAIGON, '/wps/system/domainRoute?device=MOBILE')).json().value).toMatchObject({
      canonical: 'https://saigonlotto.example',
      domains: ['https://saigonlotto.example', 'https://www.saigonlotto.example', 'https://sgl.example'],
    });
    const manifest = await get(server.app, SAIGON, '/wps/system/manifest.json?merchantCode=SGLOTTO&_=1', {
      Merchant: 'SGLOTTO',
    });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Saigon Lotto Club',
      short_name: 'SaigonLotto',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
    });
    expect(failureOf(await get(server.app, SAIGON, '/wps/system/manifest.json?merchantCode=OTHER')).message).toMatch(
      /^merchantCode:/,
    );
    // sandbox.json "manifest": the operator names siamarena's app otherwise than its build (merchant.json).
    expect((await get(server.app, SIAM, '/wps/system/manifest.json?merchantCode=SIAMARENA&_=1')).json()).toMatchObject({
      name: 'Siam Arena Thailand',
      short_name: 'Arena TH',
      start_url: '/m/home',
    });
  });

  it('ping and collect keep tracking events for GET /__sandbox/events', async () => {
    expect((await get(server.app, LUCKY, '/wps/system/test/ping?event=login&eventID=e1')).json().value).toMatchObject({
      pong: true,
    });
    const beacon = await server.app.inject({
      method: 'POST',
      url: '/wps/system/collect',
      headers: { host: LUCKY, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ merchant: 'LUCKYSTAR', value: { event: 'firstOpen' } }),
    });
    expect(beacon.json()).toEqual({ success: true, value: true });
    const events = (await controlGet(server.app, LUCKY, '/__sandbox/events')).json().value;
    expect(events.map((e: { via: string; data: unknown }) => [e.via, e.data])).toEqual([
      ['ping', { event: 'login', eventID: 'e1' }],
      ['collect', { event: 'firstOpen' }],
    ]);
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/system/collect', { merchant: 'SGLOTTO', value: 1 })).message,
    ).toMatch(/^merchant:/);
    expect(failureOf(await post(server.app, LUCKY, '/wps/system/collect', { value: 1 })).message).toMatch(/^merchant:/);
  });
});

describe('GET /wps/game/launchGame', () => {
  it('launches a vendor game, records it as recent, and the game page names it with a back link', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const launched = await get(
      server.app,
      LUCKY,
      '/wps/game/launchGame?gameId=g1012&nodeId=n1012&backUrl=%2Fm%2Fgame',
      auth(token),
    );
    const { gameUrl } = launched.json().value;
    expect(gameUrl).toBe(
      'http://luckystar.localhost/__sandbox/game?name=Fortune+Dragon&vendor=GOLDREEL&mode=real&back=%2Fm%2Fgame',
    );
    expect((await get(server.app, LUCKY, '/wps/relay/GCS_recentGame', auth(token))).json().value[0].gameName).toBe(
      'Fortune Dragon',
    );
    const page = await get(server.app, LUCKY, new URL(gameUrl).pathname + new URL(gameUrl).search);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1 data-testid="sandbox-game-name">Fortune Dragon</h1>');
    expect(page.body).toContain('href="/m/game"');
    const byCode = await get(
      server.app,
      LUCKY,
      '/wps/game/launchGame?vendor=GOLDREEL&gameCode=mango-mania',
      auth(token),
    );
    expect(byCode.json().value.gameUrl).toContain('name=Mango+Mania');
  });

  it('a new member has no recent games until a launch; the seeded members keep the sample history', async () => {
    await controlPost(server.app, LUCKY, '/__sandbox/users', {
      username: 'freshplayer',
      password: 'play1234',
      customerName: 'Fresh',
    });
    const token = await login(server.app, LUCKY, 'freshplayer');
    const recent = async (member: string) =>
      (await get(server.app, LUCKY, '/wps/relay/GCS_recentGame', auth(member)))
        .json()
        .value.map((game: { gameName: string }) => game.gameName);
    expect(await recent(token)).toEqual([]);
    await get(server.app, LUCKY, '/wps/game/launchGame?gameId=g1012&nodeId=n1012', auth(token));
    expect(await recent(token)).toEqual(['Fortune Dragon']);
    expect(await recent(await login(server.app, LUCKY, 'player2'))).toEqual(['Color Game Live', 'Blackjack Classic']);
  });

  it('launches the lottery in both forms (launchMode LOTT and lottoMode SEA_Tradition_Mobile)', async () => {
    const solved = await solvedCaptcha(server.app, SAIGON);
    const saigon = (
      await postEncrypted(server.app, SAIGON, '/wps/session/login', loginBody('player1', 'play1234', solved))
    ).json().value.token;
    const lobby = await get(
      server.app,
      SAIGON,
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=HIGH&lottoGameCode=lobby&lottoView=lobby&device=MOBILE&backUrl=%2Fm%2Fhome&hasLobby=true&language=VI&title=Lotto&labelName=KIMCUONG',
      auth(saigon),
    );
    expect(lobby.json().value.gameUrl).toBe(
      'http://saigonlotto.localhost/__sandbox/game?name=Lottery+lobby&vendor=LOTTERY&mode=lottery&view=lobby&back=%2Fm%2Fhome',
    );
    const betting = await get(
      server.app,
      SAIGON,
      '/wps/game/launchGame?lottoMode=SEA_Tradition_Mobile&lottoGameCode=xo-so-mien-bac&lottoView=betting&device=MOBILE',
      auth(saigon),
    );
    expect(betting.json().value.gameUrl).toContain(`name=${encodeURIComponent('Xổ số Miền Bắc').replace(/%20/g, '+')}`);
    const siam = await login(server.app, SIAM, 'player1');
    expect(
      failureOf(await get(server.app, SIAM, '/wps/game/launchGame?launchMode=LOTT&lottoGameCode=nope', auth(siam)))
        .errorCode,
    ).toBe('game.not.exists');
    expect(
      failureOf(await get(server.app, SIAM, '/wps/game/launchGame?launchMode=LOTT&lottoView=sideways', auth(siam)))
        .message,
    ).toMatch(/^lottoView:/);
  });

  it('needs a session and a known game', async () => {
    expect(failureOf(await get(server.app, LUCKY, '/wps/game/launchGame?gameId=g1012')).errorCode).toBe(
      'customer.not.login',
    );
    const token = await login(server.app, LUCKY, 'player1');
    expect(failureOf(await get(server.app, LUCKY, '/wps/game/launchGame?gameId=zzz', auth(token))).errorCode).toBe(
      'game.not.exists',
    );
    expect(failureOf(await get(server.app, LUCKY, '/wps/game/launchGame', auth(token))).message).toMatch(/^gameId:/);
  });

  it("serves a vendor marked ownOrigin on the stand-in vendor host, framable by the merchant's sites only", async () => {
    const token = await login(server.app, 'luckystar.localhost:4321', 'player1');
    const { gameUrl } = (
      await get(
        server.app,
        'luckystar.localhost:4321',
        '/wps/game/launchGame?gameId=g1028&backUrl=%2Fm%2Fcrash',
        auth(token),
      )
    ).json().value;
    expect(gameUrl).toBe(
      'http://games.localhost:4321/__sandbox/game?name=RocketX&vendor=ROCKETX&mode=real&back=%2Fm%2Fcrash&merchant=luckystar',
    );
    const url = new URL(gameUrl);
    const page = await get(server.app, url.host, url.pathname + url.search);
    expect(page.body).toContain('<h1 data-testid="sandbox-game-name">RocketX</h1>');
    // Its back link leaves the vendor for the site, moving the whole tab when the game is framed.
    expect(page.body).toContain('href="http://luckystar.localhost:4321/m/crash" target="_top"');
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://luckystar.localhost:* https://luckystar.example https://m.luckystar.example",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect((await get(server.app, url.host, '/__sandbox/game?name=X&merchant=nobody')).statusCode).toBe(404);
    // Trial play of that vendor opens there too; other vendors stay on the site.
    const trial = await get(server.app, LUCKY, '/wps/relay/GCS_gameTrialLaunch?gameId=g1028');
    expect(new URL(trial.json().value.gameUrl).host).toBe('games.localhost');
  });

  it('never links the game page away from the app, and escapes what it shows', async () => {
    const page = await get(
      server.app,
      LUCKY,
      '/__sandbox/game?name=%3Cscript%3Ex%3C%2Fscript%3E&back=https%3A%2F%2Fevil.example%2F',
    );
    expect(page.body).not.toContain('<script>x');
    expect(page.body).toContain('href="/m/home"');
    expect((await get(server.app, 'unknown.example', '/__sandbox/game')).statusCode).toBe(404);
    const svg = await get(server.app, LUCKY, '/__sandbox/img/banner/b-welcome.svg');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Welcome bonus');
    expect((await get(server.app, LUCKY, '/__sandbox/img/game/nope.svg')).statusCode).toBe(404);
    // A browser that accepts WebP gets the same picture as WebP, as an operator's image CDN would send it.
    const accept = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const raster = await get(server.app, LUCKY, '/__sandbox/img/banner/b-welcome', accept);
    expect(raster.headers['content-type']).toBe('image/webp');
    expect(raster.headers.vary).toBe('Accept');
    expect(raster.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await get(server.app, LUCKY, '/__sandbox/img/game/nope', accept)).statusCode).toBe(404);
    // The app icon a download setting points at: this host's merchant only.
    expect((await get(server.app, LUCKY, '/__sandbox/img/app/luckystar.svg')).body).toContain('Lucky Star');
    expect((await get(server.app, LUCKY, '/__sandbox/img/app/saigonlotto.svg')).statusCode).toBe(404);
  });
});
