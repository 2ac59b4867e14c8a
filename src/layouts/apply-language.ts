// The static parts of the page follow a language switch as the islands do: <html lang>, dir and
// data-language, and every element marked with a text (header, tab bar, heading, <title>, meta description).
import { HTML_LANG, languageDirection, type LanguageCode } from '../config/languages';
import { PAGE_TEXT_DATA, pageText, readPageText } from '../lib/i18n/page-texts';
import { translatorFor, type Translate } from '../lib/i18n/translator';

/** Shows the page's static parts in `language`; its catalogue must be registered first. */
export function applyPageLanguage(doc: Document, language: LanguageCode, t: Translate = translatorFor(language)): void {
  const root = doc.documentElement;
  root.lang = HTML_LANG[language];
  root.dir = languageDirection(language);
  root.dataset['language'] = language;
  for (const element of doc.querySelectorAll(`[${PAGE_TEXT_DATA.key}]`)) {
    const text = readPageText(element);
    // A mark that is not a valid text is left as the server wrote it.
    if (!text) continue;
    const value = pageText(t, text);
    if (text.attribute) element.setAttribute(text.attribute, value);
    else element.textContent = value;
  }
}
