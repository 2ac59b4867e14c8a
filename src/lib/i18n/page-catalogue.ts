import { isLanguageCode, type LanguageCode } from '../../config/languages';
import { addCatalogue, type Catalogue } from './translator';

/** Id of the <script type="application/json"> in which each page carries its language's catalogue. */
export const PAGE_CATALOGUE_ID = 'page-catalogue';

/** In the browser: registers the catalogue the page was rendered with, before any island hydrates. */
export function readPageCatalogue(doc: Document | undefined = globalThis.document): LanguageCode | undefined {
  const element = doc?.getElementById(PAGE_CATALOGUE_ID);
  if (!element?.textContent) return undefined;
  const { language, catalogue } = JSON.parse(element.textContent) as { language: string; catalogue: Catalogue };
  if (!isLanguageCode(language)) return undefined;
  addCatalogue(language, catalogue);
  return language;
}
