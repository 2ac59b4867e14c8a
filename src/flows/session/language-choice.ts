// SPEC 4 "Language": showing another language (its catalogue loaded first) and the switcher's choice, kept in
// this browser. The catalogue loader comes in, the page's own by default.
import type { LanguageCode } from '../../config/languages';
import { local } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { $language } from '../../stores/language';

/** Loads a language's catalogue (the loader is no first-load code). */
export type CatalogueLoader = (language: LanguageCode) => Promise<void>;

export const loadCatalogue: CatalogueLoader = (language) =>
  import('../../lib/i18n/catalogues').then(({ ensureCatalogue }) => ensureCatalogue(language));

let latest: LanguageCode | undefined;

/**
 * Switches every island to another language, loading its catalogue first. Of two switches asked close together
 * the later wins, even while the earlier's catalogue loads.
 */
export async function applyLanguage(language: LanguageCode, load: CatalogueLoader = loadCatalogue): Promise<void> {
  latest = language;
  if (language !== $language.get()) await load(language);
  if (latest === language) $language.set(language);
}

/** The player's choice with the switcher, kept in this browser: it wins over every other source (SPEC 4). */
export function rememberLanguage(language: LanguageCode): void {
  local().write(STORAGE_KEYS.language, language);
}

/**
 * The switcher's change: stored before the catalogue loads, so a start-language decision taken meanwhile
 * (member info arriving) reads it and keeps it; the earlier choice is put back if the switch fails.
 */
export async function chooseLanguage(language: LanguageCode, load: CatalogueLoader = loadCatalogue): Promise<void> {
  const before = local().getItem(STORAGE_KEYS.language);
  rememberLanguage(language);
  try {
    await applyLanguage(language, load);
  } catch (error) {
    if (before === null) local().removeItem(STORAGE_KEYS.language);
    else local().write(STORAGE_KEYS.language, before);
    throw error;
  }
}
