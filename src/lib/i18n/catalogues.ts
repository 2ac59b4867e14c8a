import type { LanguageCode } from '../../config/languages';
import { addCatalogue, hasCatalogue, type Catalogue } from './translator';

// Each catalogue is its own lazily loaded chunk: a switch downloads only the language it switches to.
const loaders = import.meta.glob<Catalogue>('../../locales/*.json', { import: 'default' });

/**
 * Loads a language on demand and registers it with the translator: one chunk, as every catalogue holds
 * each key of English (tests/unit/i18n.test.ts), so no English travels with it.
 */
export async function ensureCatalogue(language: LanguageCode): Promise<void> {
  if (hasCatalogue(language)) return;
  const loader = loaders[`../../locales/${language}.json`];
  if (!loader) throw new Error(`no catalogue for ${language}`);
  addCatalogue(language, await loader());
}
