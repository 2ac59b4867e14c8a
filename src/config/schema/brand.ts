import { z } from 'zod';
import { assetPath, hexColour, singleLine } from './primitives';

/** Colours of the branded UI; each becomes a CSS custom property of every page. */
export const themeSchema = z.strictObject({
  primary: hexColour.describe('Main brand colour: header, primary buttons, links.'),
  onPrimary: hexColour.describe('Text and icons drawn on the primary colour.'),
  accent: hexColour.describe('Second brand colour: badges, highlights, active tab.'),
  background: hexColour.describe('Page background; also the manifest background_color.'),
  surface: hexColour.describe('Cards, dialogs and form fields.'),
  text: hexColour.describe('Body text on the background and surfaces.'),
  themeColor: hexColour.describe('Browser UI colour: <meta name="theme-color"> and the manifest theme_color.'),
});

/** SPEC 3 "Mobile template settings", named as the operator API names them. */
export const templateSchema = z.strictObject({
  h5_logo: assetPath.describe('Logo shown in the header and on the login screen (SVG or PNG in assets/).'),
  app_desc: singleLine
    .min(1)
    .max(160)
    .describe(
      'One-line description of the app (no control characters): meta description, manifest and install prompt.',
    ),
  app_background: hexColour.describe('Background colour of the splash and install surfaces.'),
  app_desc_font_color: hexColour.describe('Colour of app_desc where it is drawn on app_background.'),
  login_prompt_text: singleLine
    .max(200)
    .default('')
    .describe('Text shown above the login form, one line; empty for none.'),
  favicon: assetPath.describe('Square source image for favicon.ico and the 192/256/384/512 manifest icons.'),
  splash: assetPath.describe('Image shown while the app starts (splash screen).'),
  pwa: z.boolean().default(true).describe('Offer install to the home screen (PWA install prompt and modal).'),
  desktop_app_feature: z.boolean().default(false).describe('Offer the install prompt on desktop browsers too.'),
  apple_touch_icon: assetPath.describe('Square source image for the 180x180 apple-touch-icon.'),
});
