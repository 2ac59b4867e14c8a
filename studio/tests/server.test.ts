import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { validateMerchants } from '../../scripts/lib/validate';
import { formattedJson } from '../../scripts/lib/scaffold';
import Fastify from 'fastify';
import { registerStudio, STUDIO_PATH } from '../server/routes';
import type { FastifyInstance } from 'fastify';
import { writeWhole } from '../server/merchant-files';

const HOST = 'localhost:4400';
const ORIGIN = `http://${HOST}`;
let root = '';
let merchantsDir = '';
async function studio() {
  const app = Fastify();
  await registerStudio(app, { merchantsDir, distDir: path.join(root, 'dist'), log: () => {} });
  return app;
}
const fileOf = (code: string) => path.join(merchantsDir, code, 'merchant.json');
const read = (code: string) => readFileSync(fileOf(code), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-'));
  merchantsDir = path.join(root, 'merchants');
  cpSync('merchants', merchantsDir, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The secret the studio's page holds, read from that page as the browser gets it. */
async function pageToken(app: FastifyInstance) {
  const page = await app.inject({ url: `${STUDIO_PATH}/`, headers: { host: HOST } });
  const token = /<meta name="studio-token" content="([A-Za-z0-9_-]{43})">/.exec(page.body)?.[1];
  expect(token, page.body).toBeDefined();
  return token!;
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; headers?: Record<string, string> };
/** A call as the studio's page makes it: its host and origin, and on a change its secret. */
async function call({ method, url, body, headers = {} }: Call) {
  const app = await studio();
  const mine = method === 'GET' ? {} : { origin: ORIGIN, 'x-studio-token': await pageToken(app) };
  const response = await app.inject({
    method,
    url: `${STUDIO_PATH}${url}`,
    headers: { host: HOST, ...mine, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  await app.close();
  return { status: response.statusCode, json: response.json() };
}

async function opened(code: string) {
  const { json } = await call({ method: 'GET', url: `/api/merchants/${code}` });
  return json as { settings: Record<string, any>; etag: string; text: string };
}

describe('the studio answers this machine only', () => {
  it('refuses a DNS-rebound Host, on reads and writes, and changes nothing', async () => {
    const before = read('luckystar');
    for (const host of ['evil.example', 'evil.example:4400', 'luckystar.example', '127.0.0.1.evil.example']) {
      const reading = await call({ method: 'GET', url: '/api/merchants', headers: { host } });
      expect(reading.status, host).toBe(403);
      expect(reading.json.error).toContain(`Host: "${host}" is not the studio's host`);
    }
    const { settings, etag } = await opened('luckystar');
    const write = await call({
      method: 'PUT',
      url: '/api/merchants/luckystar',
      headers: { host: 'evil.example:4400', origin: 'http://evil.example:4400' },
      body: { settings: { ...settings, name: 'Rebound' }, etag },
    });
    expect(write.status).toBe(403);
    expect(read('luckystar')).toBe(before);
  });

  it('refuses a change from another origin, with no origin, or from a cross-site fetch', async () => {
    const before = read('luckystar');
    const { settings, etag } = await opened('luckystar');
    const body = { settings: { ...settings, name: 'Forged' }, etag };
    for (const headers of [
      { origin: 'http://evil.example' },
      { origin: 'http://localhost:9999' },
      { origin: 'null' },
      { origin: '' },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
    ]) {
      const { status, json } = await call({ method: 'PUT', url: '/api/merchants/luckystar', headers, body });
      expect(status, JSON.stringify(headers)).toBe(403);
      expect(json.error).toMatch(/Origin|Sec-Fetch-Site/);
    }
    const created = await call({
      method: 'POST',
      url: '/api/merchants',
      headers: { origin: 'http://evil.example' },
      body: { code: 'forged' },
    });
    expect(created.status).toBe(403);
    expect(existsSync(path.join(merchantsDir, 'forged'))).toBe(false);
    expect(read('luckystar')).toBe(before);
  });

  it('refuses a form post (not JSON) even from its own origin', async () => {
    const app = await studio();
    const response = await app.inject({
      method: 'POST',
      url: `${STUDIO_PATH}/api/merchants`,
      headers: {
        host: HOST,
        origin: ORIGIN,
        'x-studio-token': await pageToken(app),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'code=formpost',
    });
    await app.close();
    expect(response.statusCode).toBe(415);
    expect(existsSync(path.join(merchantsDir, 'formpost'))).toBe(false);
  });

  it('reads and writes nothing outside merchants/<code>/', async () => {
    for (const code of [
      '..',
      '..%2F..%2Fpackage.json',
      '%2E%2E',
      'LUCKYSTAR',
      'merchant.schema.json',
      '.git',
      'nobody',
    ])
      expect((await call({ method: 'GET', url: `/api/merchants/${code}` })).status, code).toBe(404);
    const { settings, etag } = await opened('luckystar');
    const outside = await call({ method: 'PUT', url: '/api/merchants/..%2Fescape', body: { settings, etag } });
    expect(outside.status).toBe(404);
    const created = await call({ method: 'POST', url: '/api/merchants', body: { code: '../escape' } });
    expect(created.status).toBe(422);
    expect(created.json.problems[0]).toContain('code: "../escape" is not a valid folder/host label');
    expect(readdirSync(root).sort()).toEqual(['merchants']);
    expect(readdirSync(merchantsDir).sort()).toEqual(['luckystar', 'merchant.schema.json', 'saigonlotto', 'siamarena']);
  });
});

describe("a preview's scripts cannot use the studio", () => {
  // What a script in luckystar's preview page (http://luckystar.localhost:4400) can send: its own host and
  // origin, a same-origin fetch; here even with the studio's secret, as if it had one.
  const PREVIEW = 'luckystar.localhost:4400';
  const fromPreview = (host: string, token: string) => ({
    host,
    origin: `http://${host}`,
    'sec-fetch-site': 'same-origin',
    'x-studio-token': token,
  });
  const png = () =>
    sharp({ create: { width: 64, height: 64, channels: 4, background: '#c8102e' } })
      .png()
      .toBuffer();

  it('refuses every change from a preview host or a merchant domain, and changes nothing', async () => {
    const before = read('siamarena');
    const assetsBefore = readdirSync(path.join(merchantsDir, 'siamarena', 'assets')).sort();
    const { settings, etag } = await opened('siamarena');
    const app = await studio();
    const token = await pageToken(app);
    for (const host of [
      PREVIEW,
      'siamarena.localhost:4400',
      'luckystar.localhost',
      `${JSON.parse(read('luckystar')).domains[0]}:4400`,
    ]) {
      const headers = fromPreview(host, token);
      const gtm = { ...settings, tracking: { ...settings.tracking, gtmId: 'GTM-EVIL01' } };
      const writes = [
        { method: 'PUT', url: '/api/merchants/siamarena', payload: { settings: gtm, etag } },
        { method: 'POST', url: '/api/builds', payload: { codes: ['siamarena'] } },
        { method: 'POST', url: '/api/merchants', payload: { code: 'planted' } },
        { method: 'POST', url: '/api/merchants/siamarena/preview-member', payload: {} },
      ] as const;
      for (const { method, url, payload } of writes) {
        const answer = await app.inject({ method, url: `${STUDIO_PATH}${url}`, headers, payload });
        expect(answer.statusCode, `${host} ${method} ${url}`).toBe(403);
        expect(answer.json().error).toBe(
          `Host: "${host}" is not the studio's host; the studio answers only at localhost, 127.0.0.1 and [::1] (never at a merchant's preview host or domain)`,
        );
      }
      const uploaded = await app.inject({
        method: 'PUT',
        url: `${STUDIO_PATH}/api/merchants/siamarena/assets/planted.png?field=h5_logo`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: await png(),
      });
      expect(uploaded.statusCode, host).toBe(403);
    }
    const last = await app.inject({ url: `${STUDIO_PATH}/api/builds/last`, headers: { host: HOST } });
    await app.close();
    expect(last.json()).toEqual({ build: null });
    expect(read('siamarena')).toBe(before);
    expect(readdirSync(path.join(merchantsDir, 'siamarena', 'assets')).sort()).toEqual(assetsBefore);
    expect(existsSync(path.join(merchantsDir, 'planted'))).toBe(false);
  });

  it("serves a preview host neither the studio's page (its secret) nor anything that reveals settings", async () => {
    const app = await studio();
    const token = await pageToken(app);
    for (const url of [
      '/',
      '/edit/siamarena',
      '/api/merchants',
      '/api/merchants/siamarena',
      '/api/form',
      '/api/builds/last',
    ]) {
      const answer = await app.inject({ url: `${STUDIO_PATH}${url}`, headers: { host: PREVIEW } });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).not.toContain(token);
      expect(answer.body, url).not.toContain('GTM-SIAM001');
    }
    await app.close();
  });

  it("refuses a change without the secret or with another one, and takes it with the page's", async () => {
    const before = read('siamarena');
    const { settings, etag } = await opened('siamarena');
    const app = await studio();
    const other = await studio();
    const token = await pageToken(app);
    const otherToken = await pageToken(other);
    await other.close();
    // Another process's secret: each studio draws its own.
    expect(otherToken).not.toBe(token);
    const gtm = { settings: { ...settings, tracking: { ...settings.tracking, gtmId: 'GTM-OPS0001' } }, etag };
    const put = (secret?: string) =>
      app.inject({
        method: 'PUT',
        url: `${STUDIO_PATH}/api/merchants/siamarena`,
        headers: { host: HOST, origin: ORIGIN, ...(secret === undefined ? {} : { 'x-studio-token': secret }) },
        payload: gtm,
      });
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const secret of [undefined, '', otherToken, flipped, token.slice(1), `${token}x`]) {
      const answer = await put(secret);
      expect(answer.statusCode, String(secret)).toBe(403);
      expect(answer.json().error).toBe(
        "x-studio-token: missing or not this studio's; changes are accepted from the studio's own page only (reload it if the studio was restarted)",
      );
    }
    for (const [method, url, payload] of [
      ['POST', '/api/builds', { codes: ['siamarena'] }],
      ['POST', '/api/merchants', { code: 'planted' }],
      ['POST', '/api/merchants/siamarena/check', { settings }],
    ] as const) {
      const answer = await app.inject({
        method,
        url: `${STUDIO_PATH}${url}`,
        headers: { host: HOST, origin: ORIGIN },
        payload,
      });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().error).toContain('x-studio-token: missing');
    }
    const uploaded = await app.inject({
      method: 'PUT',
      url: `${STUDIO_PATH}/api/merchants/siamarena/assets/planted.png?field=h5_logo`,
      headers: { host: HOST, origin: ORIGIN, 'x-studio-token': otherToken, 'content-type': 'application/octet-stream' },
      payload: await png(),
    });
    expect(uploaded.statusCode).toBe(403);
    expect(read('siamarena')).toBe(before);
    expect(existsSync(path.join(merchantsDir, 'planted'))).toBe(false);
    expect(existsSync(path.join(merchantsDir, 'siamarena', 'assets', 'planted.png'))).toBe(false);

    const saved = await put(token);
    await app.close();
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(read('siamarena')).tracking.gtmId).toBe('GTM-OPS0001');
  });

  it("answers another origin's fetch or embed of the studio's host with nothing, and grants no preflight", async () => {
    const app = await studio();
    for (const site of ['same-site', 'cross-site']) {
      const answer = await app.inject({
        url: `${STUDIO_PATH}/api/merchants/siamarena`,
        headers: { host: HOST, 'sec-fetch-site': site, 'sec-fetch-mode': 'cors' },
      });
      expect(answer.statusCode, site).toBe(403);
      expect(answer.json().error).toBe(`Sec-Fetch-Site: "${site}": the studio answers its own page only`);
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${STUDIO_PATH}/api/merchants/siamarena`,
      headers: {
        host: HOST,
        origin: `http://${PREVIEW}`,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,x-studio-token',
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    // A link from anywhere opens the page; what it holds is read by its own scripts only.
    const opened = await app.inject({
      url: `${STUDIO_PATH}/`,
      headers: { host: HOST, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    await app.close();
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(opened.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-src http://*.localhost:4400; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });
});

describe('merchants in the studio', () => {
  it('lists every merchant with its name, domains, languages, status and last build', async () => {
    const { json } = await call({ method: 'GET', url: '/api/merchants' });
    expect(json.merchants.map((m: { code: string }) => m.code)).toEqual(['luckystar', 'saigonlotto', 'siamarena']);
    const lucky = json.merchants[0];
    const settings = JSON.parse(read('luckystar'));
    expect(lucky).toMatchObject({
      name: settings.name,
      domains: settings.domains,
      languages: settings.languages.enabled,
      problems: [],
    });
  });

  it('names a problem at its field in the words check:merchants prints, and writes nothing', async () => {
    const before = read('luckystar');
    const { settings, etag } = await opened('luckystar');
    const draft = { ...settings, theme: { ...settings.theme, primary: '#12345' } };
    const checked = await call({ method: 'POST', url: '/api/merchants/luckystar/check', body: { settings: draft } });
    expect(checked.status).toBe(200);
    expect(checked.json.problems).toHaveLength(1);
    const [problem] = checked.json.problems;
    expect(problem.field).toBe('theme.primary');
    expect(problem.message).toBe('must be a hex colour like "#1a2b3c", got "#12345"');

    const saved = await call({ method: 'PUT', url: '/api/merchants/luckystar', body: { settings: draft, etag } });
    expect(saved.status).toBe(422);
    expect(saved.json.problems).toEqual(checked.json.problems);
    expect(read('luckystar')).toBe(before);

    // The same line check:merchants prints for that file on disk.
    await writeWhole(fileOf('luckystar'), JSON.stringify(draft));
    const { problems } = await validateMerchants(merchantsDir, ['luckystar']);
    expect(problems).toEqual([problem.line]);
  });

  it('opens a file that is not valid JSON as its text with check:merchants words, and checks the text as it is fixed', async () => {
    const good = read('luckystar');
    const broken = good.replace('"name":', '"name"');
    await writeWhole(fileOf('luckystar'), broken);
    const [line] = (await validateMerchants(merchantsDir, ['luckystar'])).problems;
    expect(line).toMatch(
      /merchants\/luckystar\/merchant\.json: \(file\): not valid JSON at line 3, column 10: colon expected$/,
    );

    const file = await opened('luckystar');
    expect(file.settings).toBeNull();
    expect(file.text).toBe(broken);
    expect((file as unknown as { problems: { line: string }[] }).problems.map((problem) => problem.line)).toEqual([
      line,
    ]);

    // A key given twice reads as JSON but is still a problem, in the words check:merchants uses.
    const twice = good.replace('"name":', '"name": "Twice",\n  "name":');
    const checked = await call({ method: 'POST', url: '/api/merchants/luckystar/check', body: { text: twice } });
    await writeWhole(fileOf('luckystar'), twice);
    const { problems } = await validateMerchants(merchantsDir, ['luckystar']);
    expect(checked.json.problems.map((problem: { line: string }) => problem.line)).toEqual(problems);
    expect(problems).toHaveLength(1);

    const fixed = await call({ method: 'POST', url: '/api/merchants/luckystar/check', body: { text: good } });
    expect(fixed.json.problems).toEqual([]);
    expect(fixed.json.settings).toEqual(JSON.parse(good));

    // Saved from the form, the file keeps the fixed text's layout, and says the form's settings whatever
    // that text said.
    await writeWhole(fileOf('luckystar'), broken);
    const { etag } = await opened('luckystar');
    const settings = { ...JSON.parse(good), shortName: 'Lucky' };
    const saved = await call({
      method: 'PUT',
      url: '/api/merchants/luckystar',
      body: { settings, etag, layout: good.replace('"Lucky Star"', '"Another name"') },
    });
    expect(saved.status).toBe(200);
    expect(read('luckystar')).toBe(good.replace(/"shortName": "[^"]*"/, '"shortName": "Lucky"'));
  });

  it('opens a folder without merchant.json with the problem check:merchants names, and saves one there', async () => {
    const good = read('siamarena');
    rmSync(fileOf('siamarena'));
    const { problems } = await validateMerchants(merchantsDir, ['siamarena']);
    expect(problems).toEqual([expect.stringMatching(/siamarena\/merchant\.json: \(file\): missing; /)]);
    const file = (await opened('siamarena')) as unknown as { text: string; etag: string; problems: { line: string }[] };
    expect(file.text).toBe('');
    expect(file.problems.map((problem) => problem.line)).toEqual(problems);

    const saved = await call({
      method: 'PUT',
      url: '/api/merchants/siamarena',
      body: { settings: JSON.parse(good), etag: file.etag },
    });
    expect(saved.status).toBe(200);
    expect((await validateMerchants(merchantsDir, ['siamarena'])).problems).toEqual([]);
  });

  it('shows what a save changes, then saves it whole and formatted; a version changed on disk is not overwritten', async () => {
    const before = read('luckystar');
    const { settings, etag } = await opened('luckystar');
    const draft = { ...settings, theme: { ...settings.theme, accent: '#00aa55' } };
    const diff = await call({ method: 'POST', url: '/api/merchants/luckystar/diff', body: { settings: draft } });
    expect(diff.json.changed).toBe(true);
    expect(diff.json.patch).toContain(`-    "accent": "${settings.theme.accent}",`);
    expect(diff.json.patch).toContain('+    "accent": "#00aa55",');

    const saved = await call({ method: 'PUT', url: '/api/merchants/luckystar', body: { settings: draft, etag } });
    expect(saved.status).toBe(200);
    expect(read('luckystar')).toBe(await formattedJson(fileOf('luckystar'), draft, before));
    expect(read('luckystar')).toBe(before.replace(`"accent": "${settings.theme.accent}"`, '"accent": "#00aa55"'));
    expect(saved.json.etag).not.toBe(etag);
    expect((await validateMerchants(merchantsDir, ['luckystar'])).problems).toEqual([]);
    expect(readdirSync(path.join(merchantsDir, 'luckystar')).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // Saved again with the version first opened: someone else's save in between is not overwritten.
    const afterFirst = read('luckystar');
    const stale = await call({
      method: 'PUT',
      url: '/api/merchants/luckystar',
      body: { settings: { ...draft, name: 'Stale' }, etag },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toContain('changed on disk since it was opened');
    expect(stale.json.current.text).toBe(afterFirst);
    expect(read('luckystar')).toBe(afterFirst);
  });

  it('creates a merchant as new:merchant does, or says why not and leaves nothing behind', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/merchants',
      body: { code: 'goldcoast', name: 'Gold Coast', primary: '#0a7d4f' },
    });
    expect(created.status).toBe(201);
    expect((await validateMerchants(merchantsDir, ['goldcoast'])).problems).toEqual([]);
    expect(JSON.parse(read('goldcoast'))).toMatchObject({ name: 'Gold Coast', theme: { primary: '#0a7d4f' } });

    const clash = await call({
      method: 'POST',
      url: '/api/merchants',
      body: { code: 'copycat', domain: JSON.parse(read('luckystar')).domains[0] },
    });
    expect(clash.status).toBe(422);
    expect(clash.json.problems.join('\n')).toContain('a host can serve one merchant only');
    expect(existsSync(path.join(merchantsDir, 'copycat'))).toBe(false);
    expect(readdirSync(merchantsDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('brand files uploaded in the studio', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: '#c8102e' } })
      .png()
      .toBuffer();
  async function upload(name: string, field: string, bytes: Buffer, code = 'luckystar') {
    const app = await studio();
    const response = await app.inject({
      method: 'PUT',
      url: `${STUDIO_PATH}/api/merchants/${code}/assets/${name}?field=${field}`,
      headers: {
        host: HOST,
        origin: ORIGIN,
        'x-studio-token': await pageToken(app),
        'content-type': 'application/octet-stream',
      },
      payload: bytes,
    });
    await app.close();
    return { status: response.statusCode, json: response.json() };
  }
  const assets = () => readdirSync(path.join(merchantsDir, 'luckystar', 'assets')).sort();

  it('refuses what the build refuses, in its words, and writes nothing', async () => {
    const before = assets();
    const where = `${path.relative(process.cwd(), fileOf('luckystar'))}: template`;
    const cases: [string, string, Buffer, string][] = [
      [
        'big.png',
        'h5_logo',
        Buffer.alloc(1024 * 1024 + 1, 1),
        `${where}.h5_logo: assets/big.png: is 1.0 MB; brand files may be at most 1.0 MB`,
      ],
      [
        'wide.png',
        'favicon',
        await png(600, 300),
        `${where}.favicon: assets/wide.png: is 600x300 px; an icon source must be square`,
      ],
      [
        'fake.png',
        'splash',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        `${where}.splash: assets/fake.png: cannot be read as PNG`,
      ],
      [
        'logo.jpg',
        'h5_logo',
        await png(64, 64),
        `${where}.h5_logo: must be an SVG or PNG file in the merchant's assets/ folder, like "assets/logo.svg", got "assets/logo.jpg"`,
      ],
      ['..%2F..%2Fescape.png', 'h5_logo', await png(64, 64), `${where}.h5_logo: must be an SVG or PNG file`],
      [
        'evil.svg',
        'h5_logo',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>'),
        `${where}.h5_logo: assets/evil.svg: `,
      ],
    ];
    for (const [name, field, bytes, words] of cases) {
      const { status, json } = await upload(name, field, bytes);
      expect(status, name).toBe(422);
      expect(json.problems[0].line, name).toContain(words);
      expect(json.problems[0].field, name).toBe(`template.${field}`);
    }
    expect(assets()).toEqual(before);
    expect(readdirSync(root).sort()).toEqual(['merchants']);
  });

  it('writes a file that passes, and serves it back as an image that cannot run', async () => {
    const { status, json } = await upload('new-logo.png', 'h5_logo', await png(240, 80));
    expect(status).toBe(200);
    expect(json).toEqual({ path: 'assets/new-logo.png', problems: [], warnings: [] });
    expect(assets()).toContain('new-logo.png');
    const app = await studio();
    const served = await app.inject({
      url: `${STUDIO_PATH}/api/merchants/luckystar/assets/new-logo.png`,
      headers: { host: HOST },
    });
    await app.close();
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(240);
    expect((await upload('x.png', 'app_desc', await png(64, 64))).status).toBe(404);
  });
});
