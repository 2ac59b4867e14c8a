// The language the page shows (flows/session/language-choice.ts changes it).
import { atom } from 'nanostores';
import type { LanguageCode } from '../config/languages';
import { readPageCatalogue } from '../lib/i18n/page-catalogue';

// The page's own language is registered as soon as the first island module loads.
const pageLanguage = readPageCatalogue();

/** The language chosen at run time; undefined means the language the page was rendered in. */
export const $language = atom<LanguageCode | undefined>(pageLanguage);
