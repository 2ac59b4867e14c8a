import { DEFAULT_LANGUAGE, type LanguageCode } from '../../config/languages';
import { addCatalogue, hasCatalogue, withFallback, type Catalogue } from './translator';

// Each catalogue is its own lazily loaded chunk: a page downloads only the language it switches to.
const loaders = import.meta.glob<Catalogue>('../../locales/*.json', { import: 'default' });

async function load(language: LanguageCode): Promise<Catalogue> {
  const loader = loaders[`../../locales/${language}.json`];
  return loader ? loader() : {};
}

/** Loads a language on demand (English fills its gaps) and registers it with the translator. */
export async function ensureCatalogue(language: LanguageCode): Promise<void> {
  if (hasCatalogue(language)) return;
  const [catalogue, fallback] = await Promise.all([
    load(language),
    language === DEFAULT_LANGUAGE ? {} : load(DEFAULT_LANGUAGE),
  ]);
  addCatalogue(language, withFallback(catalogue, fallback));
}
