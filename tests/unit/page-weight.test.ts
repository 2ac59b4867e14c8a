// First-load weights per page (issue "Performance and delivery"): what counts, and the budgets.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, pageWeights } from '../../scripts/lib/page-weight';
import { scratchSite as site } from '../build/build-helpers';

// Random Base64: gzip keeps about 76 % of it, so sizes land where the tests need them.
const noise = (bytes: number) =>
  randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes);
const module = (bytes: number, imports = '') => `${imports}export const data = "${noise(bytes)}";`;

describe('pageWeights', () => {
  it('counts the scripts the boot script starts: a booted module and the shared island runtime', async () => {
    const dir = site({
      'm/home.html':
        '<!doctype html><script type="text/plain" data-boot="classic" data-src="/m/_astro/islands.x.js"></script>' +
        '<script type="text/plain" data-boot="module" data-src="/m/_astro/page.js"></script>',
      'm/_astro/islands.x.js': `(()=>{window.x="${noise(1000)}"})();`,
      'm/_astro/page.js': module(1000),
    });
    const { pages } = await pageWeights(dir);
    const home = (pages as Record<string, { largestJs: { chunk: string }[] }>)['/m/home']!;
    expect(home.largestJs.map((chunk) => chunk.chunk).sort()).toEqual(['/m/_astro/islands.x.js', '/m/_astro/page.js']);
  });

  it('counts the page scripts and self-hydrating islands (client:only too) with their static imports, not dynamic imports', async () => {
    const dir = site({
      'm/home.html':
        '<!doctype html><link rel="stylesheet" href="/m/_astro/app.css"><script type="module" src="/m/_astro/page.js"></script>' +
        '<astro-island component-url="/m/_astro/Home.js" renderer-url="/m/_astro/client.js" client="load"></astro-island>' +
        '<astro-island component-url="/m/_astro/Later.js" renderer-url="/m/_astro/client.js" client="only"></astro-island>',
      'm/_astro/page.js': module(100, 'import "./shared.js"; export const later = () => import("./lazy.js");'),
      'm/_astro/shared.js': module(200),
      'm/_astro/Home.js': module(100, 'import { data } from "./shared.js";'),
      'm/_astro/client.js': module(300),
      'm/_astro/lazy.js': module(5000),
      'm/_astro/Later.js': module(300),
      'm/_astro/app.css': 'body{margin:0}',
    });
    const { pages, over } = await pageWeights(dir);
    const home = (pages as Record<string, { js: number; css: number; largestJs: { chunk: string }[] }>)['/m/home']!;
    expect(home.largestJs.map((chunk) => chunk.chunk).sort()).toEqual([
      '/m/_astro/Later.js',
      '/m/_astro/client.js',
      '/m/_astro/shared.js',
    ]);
    expect(home.js).toBeGreaterThan(500);
    expect(home.js).toBeLessThan(1500); // not lazy.js (5000 bytes)
    expect(home.css).toBeGreaterThan(0);
    expect(over).toEqual([]);
  });

  it("counts a member page's guarded island: a member's visit hydrates it", async () => {
    const dir = site({
      'm/member/home.html':
        '<!doctype html><astro-island component-url="/m/_astro/Member.js" renderer-url="/m/_astro/client.js" client="guarded"></astro-island>',
      'm/_astro/Member.js': module(300),
      'm/_astro/client.js': module(300),
    });
    const { pages } = await pageWeights(dir);
    const member = (pages as Record<string, { largestJs: { chunk: string }[] }>)['/m/member/home']!;
    expect(member.largestJs.map((chunk) => chunk.chunk).sort()).toEqual(['/m/_astro/Member.js', '/m/_astro/client.js']);
  });

  it('names the page, the size, the budget and the largest chunk when a page is over', async () => {
    expect(BUDGETS).toEqual({ homeJs: 88 * 1024, js: 110 * 1024, css: 15 * 1024, html: 30 * 1024 });
    const dir = site({
      'm/home.html': `<!doctype html><script type="module" src="/m/_astro/big.js"></script><p>${noise(45 * 1024)}</p>`,
      'm/login.html': '<!doctype html><script type="module" src="/m/_astro/big.js"></script>',
      'm/_astro/big.js': module(127 * 1024),
    });
    const { over } = await pageWeights(dir);
    // About 96 KB of JS: over the home budget (88), within the budget of other pages (110).
    expect(over).toEqual([
      expect.stringMatching(
        /^\/m\/home: first-load JS 9\d\.\d KB gzip is over the 88\.0 KB budget \(largest: \/m\/_astro\/big\.js 9\d\.\d KB\)$/,
      ),
      expect.stringMatching(/^\/m\/home: HTML 3\d\.\d KB gzip is over the 30\.0 KB budget$/),
    ]);
  });
});
