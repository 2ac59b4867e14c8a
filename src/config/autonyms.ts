// Kept out of config/languages.ts: that module is in every page's first scripts, the switchers are not.
import type { LanguageCode } from './languages';

/**
 * Each language's own name, as its readers write it. Not from Intl.DisplayNames: browsers without that
 * locale's data name it in English (Chromium: "Khmer", "Burmese", "Nepali", "Lao") or in another script.
 */
export const AUTONYMS: Record<LanguageCode, string> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Filipino',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Urdu (Roman)',
  TE: 'తెలుగు',
  RU: 'Русский',
  SW: 'Kiswahili',
  KK: 'Қазақ тілі',
  LO: 'ລາວ',
};
