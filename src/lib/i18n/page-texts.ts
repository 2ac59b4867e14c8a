// The static parts of a page (header, tab bar, heading, <title>, meta description) carry their translation
// key and values in data-i18n attributes, so a language switch re-renders them without a rebuild per language.
import type { Translate } from './translator';

/** Where a marked text goes instead of the element's content. */
const PAGE_TEXT_ATTRIBUTES = ['content', 'aria-label'] as const;
type PageTextAttribute = (typeof PAGE_TEXT_ATTRIBUTES)[number];

/** A value of a marked text: as it is, or `{ key }`, another text of the catalogue translated first. */
type PageTextValue = string | number | { key: string };

export interface PageText {
  key: string;
  values?: Record<string, PageTextValue>;
  /** Text after the translation that no language changes (" | Lucky Star" of a title). */
  suffix?: string;
  /** The attribute that holds the text (meta content, aria-label) instead of the element's content. */
  attribute?: PageTextAttribute;
}

/** The data attributes that mark an element, written by the server and read back by readPageText. */
export const PAGE_TEXT_DATA = {
  key: 'data-i18n',
  values: 'data-i18n-values',
  suffix: 'data-i18n-suffix',
  attribute: 'data-i18n-attr',
} as const;

// Catalogue key paths: letters, digits, "_", "-" and dots; anything else in the page is not ours to translate.
const KEY = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 100;
const isKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_KEY_LENGTH && KEY.test(value);

/** The text of a marked element in the translator's language: its values translated first where they are keys. */
export function pageText(t: Translate, { key, values = {}, suffix = '' }: PageText): string {
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? t(value.key) : value]),
  );
  return t(key, filled) + suffix;
}

/** The attributes that mark an element with a text, for the server's HTML. */
export function pageTextAttributes({ key, values, suffix, attribute }: PageText): Record<string, string> {
  return {
    [PAGE_TEXT_DATA.key]: key,
    ...(values && { [PAGE_TEXT_DATA.values]: JSON.stringify(values) }),
    ...(suffix && { [PAGE_TEXT_DATA.suffix]: suffix }),
    ...(attribute && { [PAGE_TEXT_DATA.attribute]: attribute }),
  };
}

function readValue(value: unknown): PageTextValue | undefined {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { key, ...rest } = value as Record<string, unknown>;
  return isKey(key) && Object.keys(rest).length === 0 ? { key } : undefined;
}

function readValues(json: string | null): Record<string, PageTextValue> | undefined | false {
  if (json === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const values: Record<string, PageTextValue> = {};
  for (const [name, raw] of Object.entries(parsed)) {
    const value = readValue(raw);
    if (value === undefined) return false;
    values[name] = value;
  }
  return values;
}

/**
 * The marked text of an element, or undefined when its marks are not a valid text: a malformed key, values
 * that are not a JSON object of strings, numbers and { key }, or an attribute outside PAGE_TEXT_ATTRIBUTES.
 */
export function readPageText(element: Pick<Element, 'getAttribute'>): PageText | undefined {
  const key = element.getAttribute(PAGE_TEXT_DATA.key);
  const values = readValues(element.getAttribute(PAGE_TEXT_DATA.values));
  const suffix = element.getAttribute(PAGE_TEXT_DATA.suffix);
  const attribute = element.getAttribute(PAGE_TEXT_DATA.attribute);
  if (!isKey(key) || values === false) return undefined;
  if (attribute !== null && !(PAGE_TEXT_ATTRIBUTES as readonly string[]).includes(attribute)) return undefined;
  return {
    key,
    ...(values && { values }),
    ...(suffix && { suffix }),
    ...(attribute && { attribute: attribute as PageTextAttribute }),
  };
}
