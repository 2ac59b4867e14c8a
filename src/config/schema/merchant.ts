import { z } from 'zod';
import { apiSchema, redirectAllowlistSchema } from './api';
import { appUpgradeSchema, downloadBarSchema } from './app';
import { templateSchema, themeSchema } from './brand';
import { captchaSchema } from './captcha';
import { categoriesSchema } from './categories';
import { fieldReportsSchema } from './field-reports';
import { flagsSchema } from './flags';
import { frameOriginProblem, gamesSchema } from './games';
import { frameSourceAdmits } from '../frame-origins';
import { FLAG_PROVIDERS } from '../run-time-flags';
import { customerServiceSchema, downloadLinkSchema } from './links';
import { countrySchema, currencySchema, languagesSchema } from './locale';
import { memberCentreSchema } from './member-centre';
import { hostname, singleLine } from './primitives';
import { socialSchema } from './social';
import { trackingSchema } from './tracking';

/** merchants/<code>/merchant.json: everything that makes one merchant's site its own. */
export const merchantSchema = z
  .strictObject({
    $schema: singleLine.max(200).optional().describe('Path of the JSON schema, for editors.'),
    // One line: the name also heads the merchant's block of the nginx config that every merchant shares.
    name: singleLine
      .trim()
      .min(1)
      .max(40)
      .describe('Display name, one line: page titles, header, manifest name, the nginx config comment.'),
    shortName: singleLine
      .trim()
      .min(1)
      .max(12)
      .describe(
        'Name under the home-screen icon, one line; used as the manifest name when name has 13 or more characters.',
      ),
    merchantCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,32}$/, { error: 'must be 2-32 of letters, digits, "_" and "-"' })
      .describe('Operator merchant code, sent as the Merchant header.'),
    domains: z
      .array(hostname)
      .min(1, { error: 'must list at least one host name (the first is canonical)' })
      .superRefine((list, ctx) => {
        list.forEach((host, index) => {
          if (list.indexOf(host) !== index)
            ctx.addIssue({ code: 'custom', path: [index], message: `"${host}" is listed twice` });
        });
      })
      .describe('Every host name that serves this merchant; the first is the canonical domain.'),
    languages: languagesSchema.describe('Languages of the site.'),
    theme: themeSchema.describe('Brand colours, as CSS custom properties of every page.'),
    template: templateSchema.describe('SPEC 3 "Mobile template settings".'),
    currency: currencySchema.describe('How money is shown.'),
    country: countrySchema.describe('Country of SMS login and registration.'),
    flags: flagsSchema.prefault({}).describe('whitelabelVal feature flags; each defaults to false.'),
    captcha: captchaSchema.prefault({}).describe('Captcha settings.'),
    categories: categoriesSchema,
    downloads: z.array(downloadLinkSchema).default([]).describe('Native app download links (SPEC 3 "Download links").'),
    downloadBar: downloadBarSchema.prefault({}).describe('Who sees the top download bar (SPEC 4, SPEC 6).'),
    appUpgrade: appUpgradeSchema.prefault({}).describe('The native app upgrade modal (SPEC 4 "Update check").'),
    customerService: z.array(customerServiceSchema).default([]).describe('Customer-service chat entries.'),
    api: apiSchema.prefault({}).describe('Operator API settings.'),
    redirectAllowlist: redirectAllowlistSchema,
    tracking: trackingSchema.prefault({}).describe('Ad pixels (ids, X event ids, script URLs) and other tracking ids.'),
    social: socialSchema.prefault({}).describe('Social sign-in providers (SPEC 4 "Social sign-in").'),
    games: gamesSchema.prefault({}).describe('How launched games open (SPEC 4 "Game launch").'),
    memberCentre: memberCentreSchema.prefault({}).describe('The member centre: its profile icons.'),
    fieldReports: fieldReportsSchema.prefault({}).describe("Errors and web vitals sent from players' pages."),
  })
  .superRefine((merchant, ctx) => {
    // A sign-in button without its provider's settings could only fail in the player's hands.
    for (const [flag, provider] of FLAG_PROVIDERS)
      if (merchant.flags[flag] && !merchant.social[provider])
        ctx.addIssue({
          code: 'custom',
          path: ['social', provider],
          message: `flags.${flag} is on: set social.${provider}`,
        });
    // A game framed on the site's own origin could read the member's session from the page's storage.
    merchant.games.frame.origins.forEach((origin, index) => {
      if (frameOriginProblem(origin)) return; // named on the field already
      const own = merchant.domains.find((host) => frameSourceAdmits(origin, new URL(`https://${host}`)));
      if (own)
        ctx.addIssue({
          code: 'custom',
          path: ['games', 'frame', 'origins', index],
          message: `"${origin}" covers this merchant's own domain "${own}": a game framed there could read the member's session; only a vendor's origin may be framed`,
        });
    });
  });

export type MerchantSettings = z.output<typeof merchantSchema>;

/** A validated merchant: its folder code plus its settings. */
export interface Merchant extends MerchantSettings {
  /** Folder name under merchants/; also the <code>.localhost host label. */
  code: string;
}
