// Turns one merchant's share of the single Astro pass into a complete site root.
import { cp, mkdir, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brandAssetUrl } from '../../src/config/client';
import type { Merchant } from '../../src/config/schema/merchant';
import { placeIcons, type PreparedIcons } from './icons';
import { linkTree } from './link-tree';
import { pageWeights } from './page-weight';
import { precompressSite } from './precompress';
import { bootSiteScripts } from './script-boot';
import { injectPrecache } from './service-worker';
import { HASHED_ASSETS_DIR } from '../../src/config/routes';
import { writeAssetManifest, writeHeaders, writeSeoFiles, writeWebManifest } from './site-files';

interface SiteAssembly {
  merchant: Merchant;
  /** Where merchant folders are. */
  merchantsDir: string;
  /** Output of the Astro pass (pages under /<code>/, shared assets under /m/_astro). */
  astroOut: string;
  /** The site root to create. */
  siteDir: string;
  /** Files copied into every site as they are. */
  publicDir: string;
  /** The merchant's icon files, made while Astro rendered (prepareIcons). */
  icons: PreparedIcons;
  /** Progress. */
  step: (step: string) => void;
}

export async function assembleSite({
  merchant,
  merchantsDir,
  astroOut,
  siteDir,
  publicDir,
  icons,
  step,
}: SiteAssembly) {
  const merchantDir = path.join(merchantsDir, merchant.code);
  // Seconds per step, summed by the benchmark over merchants to show where the per-merchant cost goes.
  const steps: Record<string, number> = {};
  let current = '';
  let since = performance.now();
  const begin = (name: string) => {
    const now = performance.now();
    if (current) steps[current] = (now - since) / 1000;
    [current, since] = [name, now];
    if (name) step(name);
  };
  begin('pages');
  await rename(path.join(astroOut, merchant.code), siteDir);
  await rename(path.join(astroOut, `${merchant.code}.html`), path.join(siteDir, 'index.html'));
  // The shared hashed assets: the same for every merchant of the build, and no step rewrites one in place.
  await linkTree(path.join(astroOut, HASHED_ASSETS_DIR), path.join(siteDir, HASHED_ASSETS_DIR));
  if (existsSync(publicDir)) await cp(publicDir, siteDir, { recursive: true });
  // The pages are final from here on (later steps only add files beside them): the boot's reading of them serves
  // every later reader.
  const parsedPages = await bootSiteScripts(siteDir);

  begin('brand assets and icons');
  await mkdir(path.join(siteDir, 'm/brand'), { recursive: true });
  for (const [field, name] of [
    ['h5_logo', 'logo'],
    ['splash', 'splash'],
  ] as const) {
    await cp(
      path.join(merchantDir, merchant.template[field]),
      path.join(siteDir, brandAssetUrl(merchant.template[field], name)),
    );
  }
  await placeIcons(siteDir, icons);

  begin('manifest, headers');
  await writeWebManifest(siteDir, merchant);
  await writeHeaders(siteDir, merchant, parsedPages);
  await writeSeoFiles(siteDir, merchant);

  begin('service worker, asset list');
  const { revision, ...precache } = await injectPrecache({ builtServiceWorker: path.join(astroOut, 'sw.js'), siteDir });
  // After the worker: the asset list carries its revision (SPEC 4 "Update check").
  const assets = await writeAssetManifest(siteDir, revision);

  begin('precompressed copies');
  const precompressed = await precompressSite(siteDir);

  begin('page weights');
  const { pages, over } = await pageWeights(siteDir, parsedPages);
  if (over.length) throw new Error(`merchants/${merchant.code}: over budget:\n${over.join('\n')}`);
  begin('');
  return { assets: assets.length, precache, precompressed, pages, steps };
}
