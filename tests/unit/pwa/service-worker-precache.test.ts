// The precache list injected per merchant (scripts/lib/service-worker.ts), on a small site in a temporary folder.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getManifest } from 'workbox-build';
import { injectPrecache, siteManifestEntries } from '../../../scripts/lib/service-worker';

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const precached = () =>
  [...readFileSync(path.join(dir, 'site/m/sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]).sort();
const inject = () =>
  injectPrecache({ builtServiceWorker: path.join(dir, 'built-sw.js'), siteDir: path.join(dir, 'site') });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  write('built-sw.js', 'precacheAndRoute(self.__WB_MANIFEST);\n');
  write('site/m/offline.html', '<h1>Offline</h1>');
  write('site/m/home.html', '<h1>Home</h1>');
  write('site/m/login.html', '<h1>Login</h1>');
  write('site/m/brand/logo.svg', '<svg/>');
  write('site/m/favicon.ico', 'ico');
  write('site/m/_astro/core.AbC123.js', 'core');
  write('site/m/_astro/EN.XyZ789.js', 'en');
  write('site/m/_astro/TH.QwE456.js', 'th');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the precache of a first visit', () => {
  it('is the shell only: the offline page, what it shows, and the core chunk', async () => {
    const result = await inject();
    expect(precached()).toEqual(['/m/_astro/core.AbC123.js', '/m/brand/logo.svg', '/m/favicon.ico', '/m/offline.html']);
    expect(result.count).toBe(4);
  });

  it('still changes the worker when any page or catalogue changes, so the update check sees a new version', async () => {
    const first = (await inject()).revision;
    expect((await inject()).revision).toBe(first);
    write('site/m/login.html', '<h1>Sign in</h1>');
    const second = (await inject()).revision;
    expect(second).not.toBe(first);
    write('site/m/_astro/TH.NeW000.js', 'th, new');
    expect((await inject()).revision).not.toBe(second);
    expect(precached()).not.toContain('/m/login.html');
  });

  it("lists the site as workbox's glob of all of it does, without reading the hashed assets", async () => {
    write('site/m/_astro/route.Css111.css', 'css');
    write('site/m/_astro/route.Css111.css.gz', 'gz');
    write('site/m/_astro/font.Fnt222.woff2', 'font');
    write('site/m/member/profile.html', '<h1>Profile</h1>');
    write('site/m/sw.js', 'old worker');
    const whole = await getManifest({
      globDirectory: path.join(dir, 'site'),
      globPatterns: ['m/**/*.{html,js,css,webmanifest,json,svg,png,ico,woff2}'],
      globIgnores: ['m/sw.js', 'm/asset-manifest.json'],
      modifyURLPrefix: { '': '/' },
      dontCacheBustURLsMatching: /\/_astro\//,
    });
    const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : 1);
    const { entries } = await siteManifestEntries(path.join(dir, 'site'));
    expect(entries).toEqual(whole.manifestEntries.sort(byUrl));
    expect(entries.map((entry) => entry.url)).toContain('/m/_astro/font.Fnt222.woff2');
  });
});
