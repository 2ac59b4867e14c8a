// @vitest-environment happy-dom
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/config/languages';
import { ensureCatalogue } from '@/lib/i18n/catalogues';
import { PAGE_CATALOGUE_ID, readPageCatalogue } from '@/lib/i18n/page-catalogue';
import { translatorFor, withFallback, type Catalogue } from '@/lib/i18n/translator';

const catalogue = (code: string) => JSON.parse(readFileSync(`src/locales/${code}.json`, 'utf8')) as Catalogue;
const keys = (c: Catalogue, prefix = ''): string[] =>
  Object.entries(c).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('translation catalogues', () => {
  it('has one catalogue per language code of SPEC 9, and no other', () => {
    for (const file of readdirSync('src/locales')) expect(LANGUAGE_CODES).toContain(file.replace(/\.json$/, ''));
  });

  it('gives every catalogue the keys of English and no others', () => {
    const english = keys(catalogue('EN')).sort();
    for (const file of readdirSync('src/locales'))
      expect(keys(catalogue(file.replace(/\.json$/, ''))).sort(), file).toEqual(english);
  });

  it('fills the gaps of a partial catalogue from English', () => {
    expect(withFallback({ a: { b: 'B' } }, { a: { b: 'x', c: 'C' }, d: 'D' })).toEqual({
      a: { b: 'B', c: 'C' },
      d: 'D',
    });
  });

  it('loads a language on demand and translates with interpolation', async () => {
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
