// SPEC 9 "Language codes": every language the app can be shown in. Default EN.
export const LANGUAGE_CODES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
  'RU',
  'SW',
  'KK',
  'LO',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

// BCP 47 tag for <html lang> and Intl, per spec code.
export const HTML_LANG: Record<LanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  JA: 'ja',
  KM: 'km',
  KO: 'ko',
  MY: 'my',
  TA: 'ta',
  TH: 'th',
  TW: 'zh-TW',
  VI: 'vi',
  TY: 'fil',
  UR: 'ur',
  PT: 'pt',
  'PT-BR': 'pt-BR',
  MS: 'ms',
  BN: 'bn',
  TR: 'tr',
  FR: 'fr',
  NE: 'ne',
  'UR-LA': 'ur-Latn',
  TE: 'te',
  RU: 'ru',
  SW: 'sw',
  KK: 'kk',
  LO: 'lo',
};

/**
 * Languages whose digits, by CLDR's default numbering system, are not 0-9 (Burmese, Bengali, Nepali): their
 * numbers always go through Intl.NumberFormat.
 */
export const NATIVE_DIGITS: ReadonlySet<LanguageCode> = new Set(['MY', 'BN', 'NE']);

/** Languages written right to left: Urdu in Perso-Arabic script (UR-LA is Latin, left to right). */
const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set(['UR']);

/** The `dir` of a language's text (SPEC 9: AR of the chat code map is right to left too, but not an app language). */
export const languageDirection = (code: LanguageCode): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr');

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
