// The header's language picker (LanguagePick.astro): the page script follows it and keeps it in step.
import type { ReadableAtom } from 'nanostores';
import type { ClientMerchant } from '../config/client';
import { isLanguageCode, type LanguageCode } from '../config/languages';
import { reportMissingChunk } from '../stores/refresh';

export const LANGUAGE_PICK_ID = 'language-pick';

/** Loads the switch when the player picks a language; shows the page's language after every switch. */
export function attachLanguagePick(merchant: ClientMerchant, language: ReadableAtom<LanguageCode | undefined>): void {
  const pick = document.getElementById(LANGUAGE_PICK_ID);
  if (!(pick instanceof HTMLSelectElement)) return;
  const code = pick.parentElement?.querySelector('.language-pick__code');
  const switchToPicked = () => {
    const chosen = pick.value;
    if (!isLanguageCode(chosen) || chosen === language.get()) return;
    pick.disabled = true;
    void import('../flows/session/switch-language')
      .then(({ switchLanguage }) => switchLanguage(merchant, chosen))
      // The page stays in the language it shows, the picker follows it below; a chunk a release removed is told.
      .catch(reportMissingChunk)
      .finally(() => {
        pick.disabled = false;
        show(language.get());
      });
  };
  const show = (current: LanguageCode | undefined) => {
    if (!current) return;
    pick.value = current;
    if (code) code.textContent = current;
  };
  pick.addEventListener('change', switchToPicked);
  language.listen(show);
  // A pick made before this script ran (a slow phone) is not lost.
  switchToPicked();
}
