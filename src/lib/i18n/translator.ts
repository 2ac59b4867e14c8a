// The catalogues keep i18next's JSON v4 format (nested keys, {{name}} placeholders, _one/_other plural
// suffixes chosen by Intl.PluralRules); this runtime reads that subset in ~1 KB instead of i18next's 17 KB.
import { HTML_LANG, NATIVE_DIGITS, type LanguageCode } from '../../config/languages';

export type Catalogue = { [key: string]: string | Catalogue };
type TranslateOptions = { count?: number } & Record<string, unknown>;
export type Translate = (key: string, options?: TranslateOptions) => string;

const catalogues = new Map<LanguageCode, Catalogue>();
const translators = new Map<LanguageCode, Translate>();
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Registers (or completes) a language's catalogue; later keys win, as i18next's deep merge did. */
export function addCatalogue(language: LanguageCode, catalogue: Catalogue): void {
  const known = catalogues.get(language);
  catalogues.set(language, known ? withFallback(catalogue, known) : catalogue);
}

export function hasCatalogue(language: LanguageCode): boolean {
  return catalogues.has(language);
}

/** The string at a dotted key path, or undefined when the path is missing or names a group. */
function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills each {{name}} from the options; a placeholder without a value stays visible, as in i18next. Numbers
 * (counts, levels, seconds) are written in the language's digits and grouping; codes are passed as strings.
 */
function interpolate(text: string, options: TranslateOptions, numbers: (value: number) => string): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    if (value === undefined || value === null) return placeholder;
    return typeof value === 'number' ? numbers(value) : String(value);
  });
}

/** Made on first use: building an Intl object loads its locale's data, tens of ms on a budget phone. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function createTranslator(language: LanguageCode): Translate {
  const plurals = once(() => new Intl.PluralRules(HTML_LANG[language]));
  const numberFormat = once(() => new Intl.NumberFormat(HTML_LANG[language]));
  // A count or position under 1,000 in a language of Latin digits is its plain digits: the home's carousel
  // labels ("1 of 5") then never set up ICU's number formatting, whose first use is a 50-100 ms task here.
  const latinDigits = !NATIVE_DIGITS.has(language);
  const numbers = (value: number) =>
    latinDigits && Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : numberFormat().format(value);
  return (key, options = {}) => {
    const catalogue = catalogues.get(language);
    const { count } = options;
    const plural =
      typeof count === 'number'
        ? (count === 0 && lookup(catalogue, `${key}_zero`)) || lookup(catalogue, `${key}_${plurals().select(count)}`)
        : undefined;
    const text = plural ?? lookup(catalogue, key);
    return text === undefined ? key : interpolate(text, options, numbers);
  };
}

/** A translate function fixed to one language; unknown keys come back as the key itself. */
export function translatorFor(language: LanguageCode): Translate {
  let translate = translators.get(language);
  if (!translate) translators.set(language, (translate = createTranslator(language)));
  return translate;
}

/** Fills gaps in a partial catalogue from the complete English one. */
export function withFallback(catalogue: Catalogue, fallback: Catalogue): Catalogue {
  const merged: Catalogue = { ...fallback };
  for (const [key, value] of Object.entries(catalogue)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}
