// Issue "Real merchants ship": under 'strict-dynamic' the pages start what imports through one hashed boot
// script, and Astro's island runtime is one shared asset instead of five inline scripts (five hashes).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCode } from '../../scripts/lib/inline-scripts';
import { pageTags } from '../../scripts/lib/html-tags';
import { BOOT_SCRIPT, bootPage, bootPageScripts, bootSiteScripts, islandRuntime } from '../../scripts/lib/script-boot';
import { scratchSite } from '../build/build-helpers';

const ISLAND = '(()=>{class y extends HTMLElement{};customElements.define("astro-island",y)})();';
const LOAD =
  '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();';
const IDLE =
  '(()=>{var l=(n,t)=>{};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event("astro:idle"));})();';
const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const boot = `<script>${BOOT_SCRIPT}</script>`;

describe('bootPageScripts', () => {
  it('starts a module script through the boot script, from a data block the parser never runs', () => {
    const html = page('', '<main></main><script type="module" src="/m/_astro/App.abc.js"></script>');
    expect(bootPageScripts(html, 'm/home.html', undefined)).toBe(
      page(
        '',
        `<main></main><script type="text/plain" data-boot="module" data-src="/m/_astro/App.abc.js"></script>${boot}`,
      ),
    );
  });

  it("refuses a script from anywhere but the site's hashed assets, naming the page", () => {
    for (const src of ['https://cdn.example/x.js', '//evil.example/x.js', '/m/x.js'])
      expect(() => bootPageScripts(page('', `<script src="${src}"></script>`), 'm/login.html', undefined)).toThrow(
        `m/login.html: <script src="${src}"> is not one of the site's assets (/m/_astro/)`,
      );
  });

  it('replaces the island runtime by the shared asset where its first part was, and drops the other parts', () => {
    const html = page(
      '',
      `<script>${LOAD}</script><script>${ISLAND}</script><astro-island></astro-island><script>${IDLE}</script>`,
    );
    expect(bootPageScripts(html, 'm/home.html', '/m/_astro/islands.x.js')).toBe(
      page(
        '',
        `<script type="text/plain" data-boot="classic" data-src="/m/_astro/islands.x.js"></script>${boot}<astro-island></astro-island>`,
      ),
    );
  });

  it('leaves an inline script that imports nothing where it is, trusted by its own hash', () => {
    const html = page('<script>window.early = 1</script>', '');
    expect(bootPageScripts(html, 'm/home.html', undefined)).toBe(html);
  });

  it('refuses an inline script that imports: under strict-dynamic its imports would not run', () => {
    expect(() =>
      bootPageScripts(page('', '<script>import("/m/_astro/x.js")</script>'), 'm/home.html', undefined),
    ).toThrow(
      "m/home.html: an inline script imports, which 'strict-dynamic' refuses; make it a module script (an asset)",
    );
  });

  it('leaves nothing for the policy to hash but the boot script and the scripts that import nothing', () => {
    const booted = bootPageScripts(
      page('<script>window.early = 1</script>', '<script type="module" src="/m/_astro/App.abc.js"></script>'),
      'm/home.html',
      undefined,
    );
    expect(inlineCode(booted)).toEqual({ scripts: ['window.early = 1', BOOT_SCRIPT], problems: [] });
  });
});

describe('bootPage', () => {
  it("gives the rewritten page's elements exactly as a new reading of its text does (the build reads pages once)", () => {
    const html = page(
      `<meta charset="utf-8"><script>window.early = "</scr" + "ipt>"</script><script type="application/json" id="c">{"a":"<b>"}</script>`,
      `<!-- <script src="/m/_astro/no.js"></script> --><script>${LOAD}</script><a href="/m/login" data-x='1'>x</a>` +
        `<script type="module" src="/m/_astro/App.abc.js"></script><script>${ISLAND}</script>` +
        `<svg><title>t</title></svg><template><script>window.t = 1</script></template>` +
        `<script>${IDLE}</script><textarea><script></textarea><script type="module" src="/m/_astro/B.def.js"></script>`,
    );
    const result = bootPage(html, 'm/home.html', '/m/_astro/islands.x.js');
    expect(result.html).toBe(bootPageScripts(html, 'm/home.html', '/m/_astro/islands.x.js'));
    expect(result.html).not.toBe(html);
    expect(result.tags).toEqual(pageTags(result.html));
  });
});

describe('islandRuntime', () => {
  it('puts every directive before the element, so islands find their directive when they upgrade', () => {
    expect(islandRuntime([ISLAND, LOAD, IDLE, LOAD])).toBe(`${LOAD}\n${IDLE}\n${ISLAND}\n`);
  });
});

describe('bootSiteScripts', () => {
  it('writes one runtime asset for the whole site, named by its content, and rewrites every page', async () => {
    const dir = scratchSite({
      'm/home.html': page('', `<script>${LOAD}</script><script>${ISLAND}</script>`),
      'm/arcade.html': page('', `<script>${IDLE}</script><script>${ISLAND}</script>`),
      'm/_astro/App.abc.js': '',
    });
    const pages = await bootSiteScripts(dir);
    const runtimes = readdirSync(path.join(dir, 'm/_astro')).filter((name) => name.startsWith('islands.'));
    expect(runtimes).toEqual([expect.stringMatching(/^islands\.[A-Za-z0-9_-]{8}\.js$/)]);
    expect(readFileSync(path.join(dir, 'm/_astro', runtimes[0]!), 'utf8')).toBe(islandRuntime([LOAD, ISLAND, IDLE]));
    for (const file of ['m/home.html', 'm/arcade.html']) {
      const html = readFileSync(path.join(dir, file), 'utf8');
      expect(html).toContain(`data-src="/m/_astro/${runtimes[0]}"`);
      expect(inlineCode(html).scripts).toEqual([BOOT_SCRIPT]);
      expect(pages.get(file)).toEqual(pageTags(html));
    }
  });
});
