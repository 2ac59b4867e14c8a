// SPEC 5 and SPEC 9 "Captcha languages": the language code handed to the captcha vendor.
import { CAPTCHA_LANGUAGE_MAX_LENGTH } from '../../config/constants';
import type { LanguageCode } from '../../config/languages';

export type CaptchaVersion = 'v3' | 'v4';

/** The captcha's English, used for languages the vendor does not offer and for invalid codes. */
const CAPTCHA_FALLBACK_LANGUAGE: Readonly<Record<CaptchaVersion, string>> = { v3: 'en', v4: 'eng' };

// SPEC 9 names zh-cn, zh-tw, zh-hk, en, ja, ko, id, es, th, vi, ta "and others": the vendor's v3 list adds
// ru, ar, pt-pt, fr, de, tr, it, bn, mr. v4 uses three-letter codes and offers fewer languages.
const V3: Partial<Record<LanguageCode, string>> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  EN: 'en',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  ES: 'es',
  TH: 'th',
  VI: 'vi',
  TA: 'ta',
  RU: 'ru',
  PT: 'pt-pt',
  'PT-BR': 'pt-pt',
  FR: 'fr',
  TR: 'tr',
  BN: 'bn',
};
const V4: Partial<Record<LanguageCode, string>> = {
  CN: 'zho',
  TW: 'zho-tw',
  EN: 'eng',
  JA: 'jpn',
  KO: 'kor',
  ID: 'ind',
  ES: 'spa',
  RU: 'rus',
  PT: 'por',
  'PT-BR': 'por',
  FR: 'fra',
};
const MAPS: Readonly<Record<CaptchaVersion, Partial<Record<string, string>>>> = { v3: V3, v4: V4 };

// SPEC 5: at most 6 characters of letters, digits or hyphens.
const CAPTCHA_LANGUAGE_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${CAPTCHA_LANGUAGE_MAX_LENGTH}}$`);

/** SPEC 5: whether the value may be sent as a captcha language code. */
export function isCaptchaLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && CAPTCHA_LANGUAGE_PATTERN.test(value);
}

/**
 * The captcha language for a spec language code (CN -> zh-cn, TW -> zh-tw ...). A value that is already one
 * of the vendor's codes (zh-hk, which no spec code reaches) passes through in lower case. Anything else,
 * and any result that breaks the SPEC 5 rule, falls back to English.
 */
export function captchaLanguage(code: string | null | undefined, version: CaptchaVersion = 'v3'): string {
  const map = MAPS[version];
  const fallback = CAPTCHA_FALLBACK_LANGUAGE[version];
  const value = code?.trim();
  if (!value) return fallback;
  const mapped = map[value.toUpperCase()] ?? vendorCode(value.toLowerCase(), version);
  return isCaptchaLanguageCode(mapped) ? mapped : fallback;
}

const VENDOR_CODES: Readonly<Record<CaptchaVersion, ReadonlySet<string>>> = {
  v3: new Set([
    'zh-cn',
    'zh-hk',
    'zh-tw',
    'en',
    'ja',
    'ko',
    'id',
    'ru',
    'ar',
    'es',
    'pt-pt',
    'fr',
    'de',
    'th',
    'tr',
    'vi',
    'ta',
    'it',
    'bn',
    'mr',
  ]),
  v4: new Set([
    'zho',
    'eng',
    'zho-tw',
    'zho-hk',
    'udm',
    'jpn',
    'ind',
    'kor',
    'rus',
    'ara',
    'spa',
    'pon',
    'por',
    'fra',
    'deu',
  ]),
};

function vendorCode(value: string, version: CaptchaVersion): string | undefined {
  return VENDOR_CODES[version].has(value) ? value : undefined;
}
