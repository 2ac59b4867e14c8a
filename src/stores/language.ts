import { atom } from 'nanostores';
import type { LanguageCode } from '../config/languages';
import { ensureCatalogue } from '../lib/i18n/catalogues';
import { readPageCatalogue } from '../lib/i18n/page-catalogue';

// The page's own language is registered as soon as the first island module loads.
const pageLanguage = readPageCatalogue();

/** The language chosen at run time; undefined means the language the page was rendered in. */
export const $language = atom<LanguageCode | undefined>(pageLanguage);

/** Switches every island to another language, loading its catalogue first. */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await ensureCatalogue(language);
  $language.set(language);
}
