import { APP_BASE, HOME_PATH } from '../../config/routes';
import type { Merchant } from '../../config/schema/merchant';

// SPEC 9 "PWA manifest" and SPEC 2: icon paths under /m, sizes 192, 256, 384 and 512.
export const MANIFEST_ICON_SIZES = [192, 256, 384, 512] as const;
export const MANIFEST_PATH = '/m/manifest.webmanifest';
const SCOPE = APP_BASE;
export const START_URL = HOME_PATH;
/** SPEC 5: the manifest name is used in full if under this many characters, else the short name. */
export const MANIFEST_NAME_LIMIT = 13;

export const iconUrl = (size: number) => `/m/icons/icon-${size}.png`;
export const MASKABLE_ICON_URL = '/m/icons/maskable-512.png';
export const APPLE_TOUCH_ICON_URL = '/m/icons/apple-touch-icon.png';
export const FAVICON_URL = '/m/favicon.ico';

/** SPEC 5: the name under the home-screen icon. */
export function manifestName(name: string, shortName: string): string {
  return name.length < MANIFEST_NAME_LIMIT ? name : shortName;
}

/** The web app manifest of one merchant. */
export function buildWebManifest(merchant: Merchant) {
  return {
    id: START_URL,
    name: merchant.name,
    short_name: manifestName(merchant.name, merchant.shortName),
    description: merchant.template.app_desc,
    lang: merchant.languages.default,
    start_url: START_URL,
    scope: SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: merchant.theme.themeColor,
    background_color: merchant.theme.background,
    icons: [
      ...MANIFEST_ICON_SIZES.map((size) => ({
        src: iconUrl(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: MASKABLE_ICON_URL, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
