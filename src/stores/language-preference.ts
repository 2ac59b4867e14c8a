// The language chosen with the switcher survives navigation: every route is its own static page rendered
// in the merchant's default language, so each page switches to the stored choice at start.
import type { LanguageCode } from '../config/languages';
import { isLanguageCode } from '../config/languages';
import { local } from '../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../lib/storage/keys';
import { $language, switchLanguage } from './language';

export function rememberLanguage(language: LanguageCode): void {
  local().write(STORAGE_KEYS.language, language);
}

/** Switches to the stored language when it is one the merchant offers and not already shown. */
export async function restoreLanguage(enabled: readonly LanguageCode[]): Promise<void> {
  const stored = local().getItem(STORAGE_KEYS.language);
  if (!isLanguageCode(stored) || !enabled.includes(stored) || $language.get() === stored) return;
  await switchLanguage(stored);
}
