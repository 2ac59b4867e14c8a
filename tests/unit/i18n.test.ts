// @vitest-environment happy-dom
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { HTML_LANG, LANGUAGE_CODES, type LanguageCode } from '@/config/languages';
import { PAGE_CATALOGUE_ID, readPageCatalogue } from '@/lib/i18n/page-catalogue';
import { translatorFor, withFallback, type Catalogue } from '@/lib/i18n/translator';

/** The loader and translator as a page starts with them: other files of the worker may have registered catalogues. */
async function freshI18n() {
  vi.resetModules();
  const [{ ensureCatalogue }, translator] = await Promise.all([
    import('@/lib/i18n/catalogues'),
    import('@/lib/i18n/translator'),
  ]);
  return { ensureCatalogue, translatorFor: translator.translatorFor };
}

const catalogue = (code: string) => JSON.parse(readFileSync(`src/locales/${code}.json`, 'utf8')) as Catalogue;
const keys = (c: Catalogue, prefix = ''): string[] =>
  Object.entries(c).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('translation catalogues', () => {
  it('has one catalogue per language code of SPEC 9, and no other', () => {
    const files = readdirSync('src/locales').map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  // EN's keys, plus the plural forms the language has beyond one/other (Russian few and many, ...).
  const expectedKeys = (code: LanguageCode) => {
    const categories = new Intl.PluralRules(HTML_LANG[code]).resolvedOptions().pluralCategories;
    const extra = keys(catalogue('EN'))
      .filter((key) => key.endsWith('_other'))
      .flatMap((key) =>
        categories.filter((c) => !['one', 'other', 'zero'].includes(c)).map((c) => key.replace(/_other$/, `_${c}`)),
      );
    return [...keys(catalogue('EN')), ...extra].sort();
  };

  it.each(LANGUAGE_CODES)('%s has the keys of English and its own plural forms, and no others', (code) => {
    expect(keys(catalogue(code)).sort()).toEqual(expectedKeys(code));
  });

  const flat = (c: Catalogue, prefix = ''): [string, string][] =>
    Object.entries(c).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));
  const placeholders = (text: string) =>
    (text.match(/\{\{\s*[\w.-]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

  it.each(LANGUAGE_CODES)('%s keeps every placeholder of English', (code) => {
    const english = new Map(flat(catalogue('EN')));
    for (const [key, text] of flat(catalogue(code)))
      expect(placeholders(text), `${code} ${key}`).toEqual(
        placeholders(english.get(key.replace(/_(two|few|many)$/, '_other'))!),
      );
  });

  // Brand words and codes (Casino, VIP, Slots ...) may match English; a catalogue left in English may not.
  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s is translated: at most 12 values identical to English',
    (code) => {
      const english = new Map(flat(catalogue('EN')));
      const same = flat(catalogue(code)).filter(
        ([key, text]) => text === english.get(key) && /[a-z]{3}/i.test(text.replace(/\{\{[^}]*\}\}/g, '')),
      );
      expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThanOrEqual(12);
    },
  );

  it('picks the plural form of each language (Russian 1, 3 and 5 games)', async () => {
    const { ensureCatalogue, translatorFor } = await freshI18n();
    await ensureCatalogue('RU');
    const russian = translatorFor('RU');
    const forms = [1, 3, 5, 21].map((count) => russian('games.gameCount', { count }));
    expect(new Set(forms.slice(0, 3)).size).toBe(3);
    expect(forms[3]).toBe(forms[0]!.replace('1', '21'));
  });

  it('fills the gaps of a partial catalogue from English', () => {
    expect(withFallback({ a: { b: 'B' } }, { a: { b: 'x', c: 'C' }, d: 'D' })).toEqual({
      a: { b: 'B', c: 'C' },
      d: 'D',
    });
  });

  it('loads a language on demand and translates with interpolation', async () => {
    const { ensureCatalogue, translatorFor } = await freshI18n();
    await ensureCatalogue('VI');
    expect(translatorFor('VI')('routes.login.title')).toBe((catalogue('VI') as any).routes.login.title);
    await ensureCatalogue('EN');
    expect(translatorFor('EN')('routes.home.heading', { name: 'Lucky Star' })).toBe('Welcome to Lucky Star');
  });

  it('registers the catalogue a page was rendered with', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_CATALOGUE_ID}">${JSON.stringify({ language: 'TH', catalogue: { nav: { home: 'หน้าแรก' } } })}</script>`;
    expect(readPageCatalogue(document)).toBe('TH');
    expect(translatorFor('TH')('nav.home')).toBe('หน้าแรก');
  });

  it('ignores a page without a catalogue or with an unknown language', () => {
    document.body.innerHTML = '';
    expect(readPageCatalogue(document)).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_CATALOGUE_ID}">${JSON.stringify({ language: 'XX', catalogue: {} })}</script>`;
    expect(readPageCatalogue(document)).toBeUndefined();
  });
});
