// Issue 15 "Pixels": the script URL each vendor snippet loads, with the id query the snippet adds.
import type { PixelName } from '../../config/pixels';

// gtag.js and gtm.js take ?id=; TikTok's and Kwai's loaders ?sdkid=<id>&lib=<global>; Meta and X none.
const ID_QUERY: Readonly<Record<PixelName, (id: string) => Record<string, string>>> = {
  facebook: () => ({}),
  gtag: (id) => ({ id }),
  gtm: (id) => ({ id }),
  tiktok: (id) => ({ sdkid: id, lib: 'ttq' }),
  kwai: (id) => ({ sdkid: id, lib: 'kwaiq' }),
  twitter: () => ({}),
};

/** The absolute script URL: the setting (a vendor URL or a path on the site) plus the vendor's id query. */
export function pixelScriptSrc(pixel: PixelName, id: string, scriptUrl: string, pageOrigin: string): string {
  const url = new URL(scriptUrl, pageOrigin);
  for (const [name, value] of Object.entries(ID_QUERY[pixel](id))) url.searchParams.set(name, value);
  return url.href;
}
