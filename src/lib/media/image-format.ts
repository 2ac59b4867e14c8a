// SPEC 4 "Image format": which image format the image list calls ask for, cached in the browser (SPEC 3).
import { iosVersion } from '../device/platform';
import { local } from '../storage/guarded-storage';
import type { KeyValueStore } from '../storage/types';
import { STORAGE_KEYS } from '../storage/keys';

const IMAGE_FORMATS = ['na', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Resolves whether the browser decodes an image of this format; never rejects in the default one. */
export type ImageFormatProbe = (format: 'avif' | 'webp') => Promise<boolean>;

/** SPEC 3 "Stored browser state": the cached image format. */
export const IMAGE_FORMAT_KEY = STORAGE_KEYS.imageFormat;

// SPEC 4: iOS below 14 gets no modern format; iOS from 16.4 is probed like any other platform.
const IOS_NO_FORMAT_BELOW: readonly [number, number] = [14, 0];
const IOS_PROBE_FROM: readonly [number, number] = [16, 4];

const below = (version: readonly [number, number], bound: readonly [number, number]) =>
  version[0] < bound[0] || (version[0] === bound[0] && version[1] < bound[1]);

/**
 * SPEC 4: iOS < 14 -> na; iOS >= 16.4 and other platforms -> avif when the probe decodes it, else webp.
 * iOS 14 to 16.3 is not named by the spec: it gets webp without probing (its avif support is partial).
 */
export async function detectImageFormat(
  userAgent: string,
  probe: ImageFormatProbe = browserImageProbe,
): Promise<ImageFormat> {
  const ios = iosVersion(userAgent);
  if (ios && below(ios, IOS_NO_FORMAT_BELOW)) return 'na';
  if (ios && below(ios, IOS_PROBE_FROM)) return 'webp';
  const avif = await probe('avif').catch(() => false);
  return avif ? 'avif' : 'webp';
}

function isImageFormat(value: unknown): value is ImageFormat {
  return typeof value === 'string' && (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** The cached format, or undefined when none (or an unknown value) is stored. */
export function readCachedImageFormat(store: KeyValueStore): ImageFormat | undefined {
  try {
    const value = store.getItem(IMAGE_FORMAT_KEY);
    return isImageFormat(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The cached format; detects and stores it on the first call. */
export async function resolveImageFormat(
  store: KeyValueStore,
  userAgent: string,
  probe: ImageFormatProbe = browserImageProbe,
): Promise<ImageFormat> {
  const cached = readCachedImageFormat(store);
  if (cached) return cached;
  const format = await detectImageFormat(userAgent, probe);
  try {
    store.setItem(IMAGE_FORMAT_KEY, format);
  } catch {
    // not cached: detected again next time
  }
  return format;
}

/** SPEC 4: image list calls add ext=webp or ext=avif; nothing for na. */
export function withImageExt<Q extends object>(
  query: Q,
  format: ImageFormat | undefined,
): Q & { ext?: 'webp' | 'avif' } {
  if (format === 'webp' || format === 'avif') return { ...query, ext: format };
  return { ...query };
}

// Smallest images of each format (a 2x2 AVIF and a 1x1 lossy WebP), decoded to test support.
const PROBE_IMAGES: Record<'avif' | 'webp', string> = {
  avif: 'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
  webp: 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
};

/** The browser probe: decodes a tiny image of the format; false without an Image constructor. */
export function browserImageProbe(format: 'avif' | 'webp'): Promise<boolean> {
  if (typeof Image === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.width > 0 && image.height > 0);
    image.onerror = () => resolve(false);
    image.src = PROBE_IMAGES[format];
  });
}

let detected: Promise<ImageFormat> | undefined;

/** The page's format for image list calls: detected once per browser (cached in local storage), shared by every call. */
export function imageFormat(): Promise<ImageFormat> {
  detected ??= resolveImageFormat(local(), navigator.userAgent).catch((): ImageFormat => 'na');
  return detected;
}
