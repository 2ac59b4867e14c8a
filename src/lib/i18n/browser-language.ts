// SPEC 4 "Language": the browser's language mapped to a spec language code (SPEC 9 "Language codes").
import { HTML_LANG, LANGUAGE_CODES, type LanguageCode } from '../../config/languages';

// The BCP 47 tag of each spec code, the other way round: "pt-br" -> PT-BR, "ur-latn" -> UR-LA, "fil" -> TY.
const CODE_BY_TAG: ReadonlyMap<string, LanguageCode> = new Map(
  LANGUAGE_CODES.map((code) => [HTML_LANG[code].toLowerCase(), code]),
);

// SPEC 4: Chinese of Taiwan or Hong Kong (or written in traditional script) becomes TW, other Chinese CN.
const TRADITIONAL_CHINESE_SUBTAGS = new Set(['tw', 'hk', 'hant']);
// SPEC 4: Philippine (Filipino, or its base Tagalog) becomes TY.
const PHILIPPINE_PRIMARY = new Set(['fil', 'tl']);

/**
 * One tag's spec code: zh -> CN or TW, fil/tl -> TY, else the longest prefix that is a supported language
 * (pt-BR -> PT-BR, pt-PT -> PT, en-US -> EN). Primaries are matched as languages, never as country-like
 * codes: "tw" (Twi) and "ty" (Tahitian) are not TW and TY.
 */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean);
  const primary = parts[0];
  if (!primary) return undefined;
  if (primary === 'zh') return parts.slice(1).some((part) => TRADITIONAL_CHINESE_SUBTAGS.has(part)) ? 'TW' : 'CN';
  if (PHILIPPINE_PRIMARY.has(primary)) return 'TY';
  for (let length = parts.length; length > 0; length -= 1) {
    const code = CODE_BY_TAG.get(parts.slice(0, length).join('-'));
    if (code) return code;
  }
  return undefined;
}

// The same language in another variant or script: a reader of one reads the other (pt-BR and pt-PT,
// Simplified and Traditional Chinese, Urdu in Perso-Arabic and Latin script).
const VARIANTS: Readonly<Partial<Record<LanguageCode, LanguageCode>>> = {
  PT: 'PT-BR',
  'PT-BR': 'PT',
  CN: 'TW',
  TW: 'CN',
  UR: 'UR-LA',
  'UR-LA': 'UR',
};

/**
 * SPEC 4 "Language", first visit: the merchant's best enabled language for the browser's languages, in the
 * browser's order; for each, the language itself, else its other variant (pt-BR on a merchant with PT
 * only reads PT) before the browser's next language. Undefined when none is enabled.
 */
export function bestEnabledLanguage(
  tags: string | readonly string[] | null | undefined,
  enabled: readonly LanguageCode[],
): LanguageCode | undefined {
  const list = typeof tags === 'string' ? [tags] : (tags ?? []);
  for (const tag of list) {
    const code = typeof tag === 'string' ? languageFromTag(tag) : undefined;
    const variant = code && VARIANTS[code];
    if (code && enabled.includes(code)) return code;
    if (variant && enabled.includes(variant)) return variant;
  }
  return undefined;
}
