// SPEC 4 "Image format": detected once per browser (cached in local storage), shared by every list call.
import { resolveImageFormat, type ImageFormat } from '../lib/media/image-format';
import { local } from '../lib/storage/guarded-storage';

let detected: Promise<ImageFormat> | undefined;

/** The format image list calls ask for (ext=webp|avif; nothing for na). */
export function imageFormat(): Promise<ImageFormat> {
  detected ??= resolveImageFormat(local(), navigator.userAgent).catch((): ImageFormat => 'na');
  return detected;
}
