import { z } from 'zod';
import {
  COUNTRIES_MAX,
  COUNTRY_CODE_PATTERN,
  COUNTRY_NAME_MAX_LENGTH,
  DIALING_CODE_PATTERN,
  isCountryName,
} from '../../auth/countries';
import { AFFILIATE_CODE_PATTERN } from '../../auth/host-affiliate';
import { SPEED_DOMAINS_MAX, speedDomainUrl } from '../../routing/domain-route';

/** GET /wps/v2/system/status: SPEC 4 "System status". */
export const systemStatusSchema = z.object({
  maintenance: z.boolean().describe('The site is under maintenance.'),
  maintenanceEnd: z.number().nullable().describe('Epoch ms when maintenance ends, or null when not announced.'),
  regionRestriction: z.boolean().describe("The visitor's region may not use the site."),
  ip: z.string().nullable().describe("The visitor's IP as the server sees it."),
  whitelabelVal: z
    .record(z.string(), z.boolean())
    .optional()
    .describe(
      "Run-time switches: whitelabelVal flags by name, applied from the next page; names this build doesn't know are ignored.",
    ),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

/** A row of GET /wps/system/country: what a phone field's country picker offers. */
export const countryRowSchema = z.object({
  code: z.string().regex(COUNTRY_CODE_PATTERN).describe('ISO 3166 alpha-2 code, each country once.'),
  dialingCode: z.string().regex(DIALING_CODE_PATTERN).describe('1-4 digits, "+" optional: "+84" or "84".'),
  name: z
    .string()
    .refine(isCountryName, `text of 1-${COUNTRY_NAME_MAX_LENGTH} characters, no control characters`)
    .describe('The country as the operator names it, shown as text.'),
});

/** GET /wps/system/country (SPEC 7 "System", cached): the country list of phone fields and where it starts. */
export const systemCountrySchema = z.object({
  countryCode: z.string().regex(COUNTRY_CODE_PATTERN).describe("The merchant's country."),
  countryDialingCode: z.string().regex(DIALING_CODE_PATTERN).describe('The dialing code a phone field starts on.'),
  countries: z
    .array(countryRowSchema.nullable().catch(null))
    .describe(
      `The countries a phone field offers; a row that breaks countryRowSchema, and any after the first ${COUNTRIES_MAX}, is dropped, not the list.`,
    ),
});

/** GET /wps/system/domainRoute (SPEC 7 "System", cached): the host's affiliate and the merchant's speed domains. */
export const domainRouteSchema = z.object({
  affiliateCode: z
    .string()
    .regex(AFFILIATE_CODE_PATTERN)
    .nullish()
    .describe("The affiliate whose domain the page is on; a registration without the URL's affiliateCode sends it."),
  referralCode: z
    .string()
    .regex(AFFILIATE_CODE_PATTERN)
    .nullish()
    .describe("The host's referral code, sent when neither the URL nor the form brings one."),
  speedDomains: z
    .array(
      z
        .string()
        .refine((value) => speedDomainUrl(value, '') !== undefined, 'a host name, optionally with https:// and a port')
        .nullable()
        .catch(null),
    )
    .optional()
    .describe(
      `The merchant's faster addresses /m/index offers; an entry that is not strictly a host is dropped, not the list, and any after the first ${SPEED_DOMAINS_MAX}.`,
    ),
});
