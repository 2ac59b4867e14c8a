// Icons, apple-touch-icon, favicon and iOS startup images of one merchant, made by the PWA toolchain
// (@vite-pwa/assets-generator on sharp). Made into a cache by content (prepareIcons, during the Astro pass),
// then placed into the site (placeIcons).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateFavicon, generateMaskableAsset, generateTransparentAsset } from '@vite-pwa/assets-generator/api';
import sharp, { type Sharp } from 'sharp';
import type { Merchant } from '../../src/config/schema/merchant';
import { linkOrCopy } from './link-tree';
import {
  APPLE_TOUCH_ICON_URL,
  FAVICON_URL,
  MANIFEST_ICON_SIZES,
  MASKABLE_ICON_URL,
  iconUrl,
} from '../../src/lib/pwa/manifest';
import { STARTUP_SCREENS, startupImageUrl, type StartupScreen } from '../../src/lib/pwa/startup-images';

const GENERATOR_VERSION = '@vite-pwa/assets-generator@1 icons v3';
const png = { compressionLevel: 9, quality: 80 };
/** Startup images are photos of a screen: JPEG (as pwa-asset-generator offers) at a quality no one sees through. */
const STARTUP_JPEG = { quality: 80 };

/** The template fields icons are made from. */
type IconSource = 'favicon' | 'apple_touch_icon' | 'splash';
type Image = Buffer | Sharp;
type IconStep = [url: string, source: IconSource, make: (img: Buffer) => Promise<Image>];

const pixels = (screen: StartupScreen) => ({
  width: screen.width * screen.ratio,
  height: screen.height * screen.ratio,
});

/**
 * The splash covering the largest startup screen on the splash background, as raw pixels: rasterised once
 * (a vector splash at the density that screen needs), then cropped and scaled for every other screen.
 */
async function startupRaster(img: Buffer, background: string) {
  const largest = STARTUP_SCREENS.map(pixels).reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
  const meta = await sharp(img).metadata();
  const scale = Math.max(
    largest.width / (meta.width ?? largest.width),
    largest.height / (meta.height ?? largest.height),
  );
  const density = meta.format === 'svg' ? Math.min(2400, Math.ceil(72 * scale)) : 72;
  const { data, info } = await sharp(img, { density })
    .resize(largest.width, largest.height, { fit: 'cover' })
    .flatten({ background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** Every icon file but the startup images, as [site path, source, how to make it]. */
function iconPlan(merchant: Merchant): IconStep[] {
  const background = merchant.theme.background;
  return [
    ...MANIFEST_ICON_SIZES.map((size): IconStep => [
      iconUrl(size),
      'favicon',
      (img) => generateTransparentAsset('png', img, { width: size, height: size }, { padding: 0, outputOptions: png }),
    ]),
    [
      MASKABLE_ICON_URL,
      'favicon',
      (img) =>
        generateMaskableAsset(
          'png',
          img,
          { width: 512, height: 512 },
          { padding: 0.1, resizeOptions: { background }, outputOptions: png },
        ),
    ],
    [
      APPLE_TOUCH_ICON_URL,
      'apple_touch_icon',
      (img) =>
        generateMaskableAsset(
          'png',
          img,
          { width: 180, height: 180 },
          { padding: 0, resizeOptions: { background }, outputOptions: png },
        ),
    ],
    [
      FAVICON_URL,
      'favicon',
      async (img) =>
        generateFavicon(
          'png',
          await (
            await generateTransparentAsset('png', img, { width: 48, height: 48 }, { padding: 0, outputOptions: png })
          ).toBuffer(),
        ),
    ],
  ];
}

async function toBuffer(result: Image): Promise<Buffer> {
  return Buffer.isBuffer(result) ? result : result.toBuffer();
}

/** A merchant's icon files in the cache, as [site path, cached file]. */
export type PreparedIcons = [url: string, cached: string][];

/**
 * Makes the merchant's icon files into `cacheDir`, keyed by source content and options, so an unchanged logo
 * is not rasterised again; needs only the merchant folder, so it runs beside the Astro pass.
 */
export async function prepareIcons({
  merchant,
  merchantDir,
  cacheDir,
}: {
  merchant: Merchant;
  merchantDir: string;
  cacheDir: string;
}): Promise<PreparedIcons> {
  const read = (field: IconSource) => readFile(path.join(merchantDir, merchant.template[field]));
  const sources = {
    favicon: await read('favicon'),
    apple_touch_icon: await read('apple_touch_icon'),
    splash: await read('splash'),
  };
  const cachedFile = (url: string, field: IconSource) =>
    path.join(
      cacheDir,
      createHash('sha256')
        .update(GENERATOR_VERSION)
        .update(url)
        .update(merchant.theme.background)
        .update(merchant.template.app_background)
        .update(sources[field])
        .digest('hex') + path.extname(url),
    );
  await mkdir(cacheDir, { recursive: true });
  const prepared: PreparedIcons = [];
  for (const [url, field, make] of iconPlan(merchant)) {
    const cached = cachedFile(url, field);
    if (!existsSync(cached)) await writeFile(cached, await toBuffer(await make(sources[field])));
    prepared.push([url, cached]);
  }
  const startup = STARTUP_SCREENS.map((screen) => [screen, startupImageUrl(screen)] as const);
  const missing = startup.filter(([, url]) => !existsSync(cachedFile(url, 'splash')));
  if (missing.length) {
    const { data, raw } = await startupRaster(sources.splash, merchant.template.app_background);
    for (const [screen, url] of missing) {
      const { width, height } = pixels(screen);
      const image = await sharp(data, { raw }).resize(width, height, { fit: 'cover' }).jpeg(STARTUP_JPEG).toBuffer();
      await writeFile(cachedFile(url, 'splash'), image);
    }
  }
  prepared.push(...startup.map(([, url]): [string, string] => [url, cachedFile(url, 'splash')]));
  return prepared;
}

/** Places the prepared icon files into `siteDir`; returns their site paths. */
export async function placeIcons(siteDir: string, prepared: PreparedIcons) {
  for (const [url, cached] of prepared) {
    await linkOrCopy(cached, path.join(siteDir, url));
  }
  // Browsers ask for /favicon.ico at the site root too.
  await copyFile(path.join(siteDir, FAVICON_URL), path.join(siteDir, 'favicon.ico'));
  return prepared.map(([url]) => url);
}
