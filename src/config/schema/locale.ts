import { z } from 'zod';
import { languageCode, singleLine } from './primitives';

const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
// SPEC 9: the operator's own TLB (reported as PHP), and four-letter codes that are cut to three letters.
const OPERATOR_CURRENCIES = new Set(['TLB']);
const isCurrency = (code: string) =>
  !/^[A-Z]{3,4}$/.test(code) ||
  ISO_CURRENCIES.has(code) ||
  OPERATOR_CURRENCIES.has(code) ||
  (code.length === 4 && ISO_CURRENCIES.has(code.slice(0, 3)));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// Intl knows the ISO 3166 regions; "ZZ" is its name for an unknown one.
const isCountry = (code: string) => !/^[A-Z]{2}$/.test(code) || (code !== 'ZZ' && regionNames.of(code) !== undefined);

/** Languages the merchant's players can choose; pages render in the default one. */
export const languagesSchema = z
  .strictObject({
    default: languageCode.describe('Language the pages are rendered in (a code of SPEC section 9).'),
    enabled: z.array(languageCode).min(1).describe('Languages offered in the switcher; must include the default.'),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled.includes(value.default)) {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `"${value.default}" must also be listed in languages.enabled`,
      });
    }
    const seen = new Set<string>();
    value.enabled.forEach((code, index) => {
      if (seen.has(code))
        ctx.addIssue({ code: 'custom', path: ['enabled', index], message: `"${code}" is listed twice` });
      seen.add(code);
    });
  });

/** How money is shown. */
export const currencySchema = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z]{3,4}$/, { error: 'must be an upper-case currency code like "PHP"' })
    .refine(isCurrency, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not an ISO 4217 currency code (nor TLB, nor an ISO code with a fourth letter)`,
    })
    .describe(
      'ISO 4217 currency code (or TLB, or an ISO code with a fourth letter), sent to tracking (TLB is reported as PHP).',
    ),
  symbol: singleLine.min(1).max(4).describe('Symbol drawn next to amounts, like "₱" (no control characters).'),
  position: z.enum(['before', 'after']).describe('Whether the symbol goes before or after the amount.'),
});

/** Country used for SMS login and registration. */
export const countrySchema = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code like "PH"' })
    .refine(isCountry, { error: (issue) => `${JSON.stringify(issue.input)} is not an ISO 3166 country code` })
    .describe('ISO 3166 country code (countryCode).'),
  dialingCode: z
    .string()
    .regex(/^\+[1-9][0-9]{0,3}$/, { error: 'must be a dialing code like "+63"' })
    .describe('Dialing code put before SMS numbers (countryDialingCode).'),
});
