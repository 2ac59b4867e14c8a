// Build time only (Astro pages): every catalogue, merged over English, for rendering static HTML.
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../config/languages';
import { addCatalogue, hasCatalogue, translatorFor, withFallback, type Catalogue, type Translate } from './translator';

const modules = import.meta.glob<Catalogue>('../../locales/*.json', { import: 'default', eager: true });
const byLanguage = (language: string): Catalogue => modules[`../../locales/${language}.json`] ?? {};

/** The complete catalogue of a language (English where it has gaps). */
export function catalogueOf(language: LanguageCode): Catalogue {
  return language === DEFAULT_LANGUAGE
    ? byLanguage(language)
    : withFallback(byLanguage(language), byLanguage(DEFAULT_LANGUAGE));
}

/** Registers the language for server rendering of pages and islands, and returns its translator. */
export function serverTranslator(language: LanguageCode): Translate {
  if (!hasCatalogue(language)) addCatalogue(language, catalogueOf(language));
  return translatorFor(language);
}
