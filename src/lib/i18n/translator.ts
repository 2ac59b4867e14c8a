import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '../../config/languages';

export type Catalogue = { [key: string]: string | Catalogue };
export type Translate = TFunction;

// One i18next instance serves every language the page has loaded; each is a complete catalogue.
const i18n = i18next.createInstance();
void i18n.init({
  resources: {},
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false }, // React and Astro escape on output
  returnNull: false,
});

export function addCatalogue(language: LanguageCode, catalogue: Catalogue): void {
  i18n.addResourceBundle(language, 'translation', catalogue, true, true);
}

export function hasCatalogue(language: LanguageCode): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** A translate function fixed to one language; unknown keys come back as the key itself. */
export function translatorFor(language: LanguageCode): Translate {
  return i18n.getFixedT(language);
}

/** Fills gaps in a partial catalogue from the complete English one. */
export function withFallback(catalogue: Catalogue, fallback: Catalogue): Catalogue {
  const merged: Catalogue = { ...fallback };
  for (const [key, value] of Object.entries(catalogue)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}
