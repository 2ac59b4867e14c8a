// The previews as the studio serves them: each site on its merchant's host only, framable by the studio's
// page only, with the studio's agent allowed by its hash; the studio's own host serves no merchant site.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPreview } from '../server/preview';
import { registerStudio } from '../server/routes';

const PORT = '4400';
const SITE_POLICY = "default-src 'self'; script-src 'strict-dynamic' 'sha256-c2l0ZQ==' 'self'; frame-ancestors 'none'";
const HOME =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lucky Star</title></head><body><header>Lucky Star</header></body></html>';
let root = '';
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-preview-'));
  const merchantsDir = path.join(root, 'merchants');
  const distDir = path.join(root, 'dist');
  cpSync('merchants', merchantsDir, { recursive: true });
  // A hostile folder: its settings claim the studio's own host names as its domains.
  const settingsFile = path.join(merchantsDir, 'luckystar', 'merchant.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  writeFileSync(
    settingsFile,
    JSON.stringify({ ...settings, domains: [...settings.domains, 'localhost', '127.0.0.1'] }),
  );
  const site = path.join(distDir, 'luckystar');
  mkdirSync(path.join(site, 'm'), { recursive: true });
  writeFileSync(path.join(site, 'm', 'home.html'), HOME);
  writeFileSync(path.join(site, 'm', 'home.html.br'), brotliCompressSync(HOME));
  writeFileSync(
    path.join(site, '_headers'),
    `/*\n  Content-Security-Policy: ${SITE_POLICY}\n  X-Frame-Options: DENY\n`,
  );
  app = Fastify();
  const preview = await registerPreview(app, { merchantsDir, distDir });
  await registerStudio(app, { merchantsDir, distDir, preview, log: () => {} });
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (host: string, url: string) =>
  app.inject({ url, headers: { host: `${host}:${PORT}`, 'accept-encoding': 'br, gzip' } });

describe("the studio's previews", () => {
  it("serve no merchant site on the studio's host, even one whose settings name it", async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const page = await get(host, '/m/home');
      expect(page.statusCode, host).toBe(404);
      expect(page.json()).toEqual({
        error: `${host}:${PORT} serves the merchant studio only (/__studio/); a merchant's preview is at http://<code>.localhost:${PORT}/`,
      });
      const start = await get(host, '/');
      expect(start.statusCode, host).toBe(302);
      expect(start.headers.location).toBe('/__studio/');
    }
  });

  it("serve each page on its merchant's host, framable by the studio only, its agent first and allowed", async () => {
    const page = await get('luckystar.localhost', '/m/home');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBeUndefined();
    const agent = /^<!doctype html><html lang="en"><head><script>(.+?)<\/script><meta charset="utf-8">/s.exec(
      page.body,
    )?.[1];
    expect(agent).toBeDefined();
    expect(page.body.endsWith('<title>Lucky Star</title></head><body><header>Lucky Star</header></body></html>')).toBe(
      true,
    );
    const hash = createHash('sha256').update(agent!).digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'sha256-${hash}' 'strict-dynamic' 'sha256-c2l0ZQ==' 'self'; frame-ancestors http://localhost:${PORT} http://127.0.0.1:${PORT}`,
    );
  });

  it("answer the studio's paths on a preview host with a refusal", async () => {
    for (const url of ['/__studio/', '/__studio/edit/luckystar', '/__studio/api/merchants/luckystar']) {
      const answer = await get('luckystar.localhost', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().error, url).toContain('Host: "luckystar.localhost:4400" is not the studio\'s host');
    }
    expect((await get('localhost', '/__studio/')).statusCode).toBe(200);
  });
});
