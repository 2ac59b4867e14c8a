import { useStore } from '@nanostores/react';
import type { LanguageCode } from '../config/languages';
import { translatorFor, type Translate } from '../lib/i18n/translator';
import { $language } from '../stores/language';

/**
 * The language shown now; `pageLanguage` is what the page was rendered in. An island hydrates in the
 * page's language, as the server wrote it, and re-renders in a language chosen since.
 */
export function useLanguage(pageLanguage: LanguageCode): LanguageCode {
  return useStore($language, { ssr: 'initial' }) ?? pageLanguage;
}

/** The translate function of the language shown now. */
export function useT(pageLanguage: LanguageCode): Translate {
  return translatorFor(useLanguage(pageLanguage));
}
