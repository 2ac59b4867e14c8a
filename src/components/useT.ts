import { useStore } from '@nanostores/react';
import type { LanguageCode } from '../config/languages';
import { translatorFor, type Translate } from '../lib/i18n/translator';
import { $language } from '../stores/language';

/** The translate function of the current language; `pageLanguage` is what the page was rendered in. */
export function useT(pageLanguage: LanguageCode): Translate {
  const chosen = useStore($language);
  return translatorFor(chosen ?? pageLanguage);
}
