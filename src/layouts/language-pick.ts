// The header's language picker (LanguagePick.astro): the page script follows it and keeps it in step.
import type { ClientMerchant } from '../config/client';
import { isLanguageCode, type LanguageCode } from '../config/languages';

export const LANGUAGE_PICK_ID = 'language-pick';

/** Loads the switch when the player picks a language; shows the page's language after every switch. */
export function attachLanguagePick(
  merchant: ClientMerchant,
  listen: (follow: (language: LanguageCode | undefined) => void) => void,
): void {
  const pick = document.getElementById(LANGUAGE_PICK_ID);
  if (!(pick instanceof HTMLSelectElement)) return;
  const code = pick.parentElement?.querySelector('.language-pick__code');
  pick.addEventListener('change', () => {
    const chosen = pick.value;
    if (!isLanguageCode(chosen)) return;
    pick.disabled = true;
    void import('../flows/session/switch-language')
      .then(({ switchLanguage }) => switchLanguage(merchant, chosen))
      .catch(() => undefined) // the page stays in the language it shows; the picker follows it below
      .finally(() => {
        pick.disabled = false;
      });
  });
  listen((language) => {
    if (!language) return;
    pick.value = language;
    if (code) code.textContent = language;
  });
}
