// dist/build-report.json's sizes of a site: the shared hashed assets are sized once per build and taken as
// they are by every site that links them, with the same figures as sizing each site's copy.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/lib/precompress';
import { sharedSizes, siteStats } from '../../scripts/lib/report';
import { HASHED_ASSETS_DIR } from '../../src/config/routes';
import { scratchSite } from '../build/build-helpers';

const code = 'export const x = "' + 'lucky '.repeat(400) + '";\n';

describe('siteStats', () => {
  it("takes the shared assets' sizes measured once, with the figures of measuring the site itself", async () => {
    const astroOut = scratchSite({
      'm/_astro/core.abc.js': code,
      'm/_astro/app.def.css': `a{color:red}${' '.repeat(900)}`,
    });
    await precompressSite(path.join(astroOut, HASHED_ASSETS_DIR));
    const site = scratchSite({ 'm/home.html': `<!doctype html><title>Home</title>${'<p>x</p>'.repeat(200)}` });
    cpSync(path.join(astroOut, 'm/_astro'), path.join(site, 'm/_astro'), { recursive: true });
    await precompressSite(site);

    const shared = await sharedSizes(astroOut, HASHED_ASSETS_DIR);
    expect([...shared.keys()].sort()).toEqual(['m/_astro/app.def.css', 'm/_astro/core.abc.js']);
    expect(shared.get('m/_astro/core.abc.js')!.gzip).toBeLessThan(code.length / 10);
    const measured = await siteStats(site);
    expect(await siteStats(site, shared)).toEqual(measured);
    expect(measured).toMatchObject({ files: 3, jsBytes: code.length });
    // Taken, not measured again: a figure given for the path is the one counted.
    const given = new Map([['m/_astro/core.abc.js', { size: 7, gzip: 5 }]]);
    expect(await siteStats(site, given)).toMatchObject({ files: 3, jsBytes: 7, jsGzipBytes: 5 });
  });
});
