import { atom } from 'nanostores';
import type { LanguageCode } from '../config/languages';
import { readPageCatalogue } from '../lib/i18n/page-catalogue';
import { local } from '../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../lib/storage/keys';

// The page's own language is registered as soon as the first island module loads.
const pageLanguage = readPageCatalogue();

/** The language chosen at run time; undefined means the language the page was rendered in. */
export const $language = atom<LanguageCode | undefined>(pageLanguage);

let latest: LanguageCode | undefined;

/**
 * Switches every island to another language, loading its catalogue first (the loader is no first-load
 * code). Of two switches asked close together the later wins, even while the earlier's catalogue loads.
 */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  latest = language;
  if (language !== $language.get()) {
    const { ensureCatalogue } = await import('../lib/i18n/catalogues');
    await ensureCatalogue(language);
  }
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
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  const before = local().getItem(STORAGE_KEYS.language);
  rememberLanguage(language);
  try {
    await switchLanguage(language);
  } catch (error) {
    if (before === null) local().removeItem(STORAGE_KEYS.language);
    else local().write(STORAGE_KEYS.language, before);
    throw error;
  }
}
