// Icons, apple-touch-icon and favicon of one merchant, made by the PWA toolchain (@vite-pwa/assets-generator on sharp).
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateFavicon, generateMaskableAsset, generateTransparentAsset } from '@vite-pwa/assets-generator/api';
import sharp, { type Sharp } from 'sharp';
import type { Merchant } from '../../src/config/schema/merchant';
import {
  APPLE_TOUCH_ICON_URL,
  FAVICON_URL,
  MANIFEST_ICON_SIZES,
  MASKABLE_ICON_URL,
  iconUrl,
} from '../../src/lib/pwa/manifest';
import { STARTUP_SCREENS, startupImageUrl } from '../../src/lib/pwa/startup-images';

const GENERATOR_VERSION = '@vite-pwa/assets-generator@1 icons v2';
const png = { compressionLevel: 9, quality: 80 };

/** The template fields icons are made from. */
type IconSource = 'favicon' | 'apple_touch_icon' | 'splash';
type Image = Buffer | Sharp;
type IconStep = [url: string, source: IconSource, make: (img: Buffer) => Promise<Image>];

/**
 * An iOS startup image: the splash covering the screen on the splash background. A vector splash is
 * rasterised at the density the screen needs; palette PNGs keep each file small. Quantising the palette with
 * the least effort took 2.2 s instead of 3.6 s for a merchant's seven images, and made them 5 % smaller.
 */
async function startupImage(img: Buffer, width: number, height: number, background: string) {
  const meta = await sharp(img).metadata();
  const scale = Math.max(width / (meta.width ?? width), height / (meta.height ?? height));
  const density = meta.format === 'svg' ? Math.min(2400, Math.ceil(72 * scale)) : 72;
  return sharp(img, { density })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background })
    .png({ compressionLevel: 9, palette: true, effort: 1 });
}

/** Every icon file, as [site path, how to make it]; the favicon source also feeds the manifest icons. */
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
    ...STARTUP_SCREENS.map((screen): IconStep => [
      startupImageUrl(screen),
      'splash',
      (img) =>
        startupImage(img, screen.width * screen.ratio, screen.height * screen.ratio, merchant.template.app_background),
    ]),
  ];
}

async function toBuffer(result: Image): Promise<Buffer> {
  return Buffer.isBuffer(result) ? result : result.toBuffer();
}

/**
 * Writes the merchant's icons into `siteDir`. Results are cached by source content and options in
 * `cacheDir`, so an unchanged logo is not rasterised again.
 */
export async function writeIcons({
  merchant,
  merchantDir,
  siteDir,
  cacheDir,
}: {
  merchant: Merchant;
  merchantDir: string;
  siteDir: string;
  cacheDir: string;
}) {
  const read = (field: IconSource) => readFile(path.join(merchantDir, merchant.template[field]));
  const sources = {
    favicon: await read('favicon'),
    apple_touch_icon: await read('apple_touch_icon'),
    splash: await read('splash'),
  };
  const written: string[] = [];
  for (const [url, field, make] of iconPlan(merchant)) {
    const key = createHash('sha256')
      .update(GENERATOR_VERSION)
      .update(url)
      .update(merchant.theme.background)
      .update(merchant.template.app_background)
      .update(sources[field])
      .digest('hex');
    const cached = path.join(cacheDir, `${key}${path.extname(url)}`);
    const target = path.join(siteDir, url);
    await mkdir(path.dirname(target), { recursive: true });
    if (!existsSync(cached)) {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(cached, await toBuffer(await make(sources[field])));
    }
    await cp(cached, target);
    written.push(url);
  }
  // Browsers ask for /favicon.ico at the site root too.
  await cp(path.join(siteDir, FAVICON_URL), path.join(siteDir, 'favicon.ico'));
  return written;
}
