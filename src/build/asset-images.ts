// Decodes each brand image the way the build will (sharp), so a broken file is named before it ships.
import { statSync } from 'node:fs';
import { extname } from 'node:path';
import sharp from 'sharp';
import { WARN_ASSET_BYTES, formatBytes } from './assets';

const MIN_IMAGE_SIDE = 16;
const MAX_IMAGE_SIDE = 4096;
/** Manifest icons go up to 512 px; a smaller raster source is blown up and blurs. */
const MIN_RASTER_ICON_SIDE = 512;
// The sources of square icons (favicon.ico, manifest icons, apple-touch-icon).
const SQUARE_FIELDS = new Set(['favicon', 'apple_touch_icon']);

export interface ImageCheck {
  problems: string[];
  warnings: string[];
}

/** Decodes `file` (the asset of template field `field`) and checks its type, dimensions and weight. */
export async function imageProblems(file: string, field: string): Promise<ImageCheck> {
  const expected = extname(file).slice(1).toLowerCase();
  let meta;
  try {
    meta = await sharp(file).metadata();
    // The header can be fine while the pixels are cut short: decode them all once.
    await sharp(file).raw().toBuffer();
  } catch (error) {
    return { problems: [`cannot be read as ${expected.toUpperCase()}: ${(error as Error).message}`], warnings: [] };
  }
  if (meta.format !== expected)
    return {
      problems: [`is a ${String(meta.format).toUpperCase()} file, but its name ends in .${expected}`],
      warnings: [],
    };
  const { width = 0, height = 0 } = meta;
  const problems: string[] = [];
  const warnings: string[] = [];
  if (Math.min(width, height) < MIN_IMAGE_SIDE || Math.max(width, height) > MAX_IMAGE_SIDE) {
    problems.push(`is ${width}x${height} px; each side must be ${MIN_IMAGE_SIDE} to ${MAX_IMAGE_SIDE} px`);
  }
  if (SQUARE_FIELDS.has(field) && width !== height)
    problems.push(`is ${width}x${height} px; an icon source must be square`);
  if (SQUARE_FIELDS.has(field) && expected === 'png' && width < MIN_RASTER_ICON_SIDE)
    warnings.push(`is ${width} px wide; icons up to ${MIN_RASTER_ICON_SIDE} px are made from it and will look blurred`);
  const bytes = statSync(file).size;
  if (bytes > WARN_ASSET_BYTES)
    warnings.push(
      `is ${formatBytes(bytes)}; above ${formatBytes(WARN_ASSET_BYTES)} it slows every player's first visit`,
    );
  return { problems, warnings };
}
