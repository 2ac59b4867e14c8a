import { describe, expect, it } from 'vitest';
import { pageText, pageTextAttributes, readPageText, type PageText } from '@/lib/i18n/page-texts';
import { addCatalogue, translatorFor } from '@/lib/i18n/translator';

addCatalogue('KO', {
  routes: { sports: { heading: '스포츠', title: '스포츠 베팅' } },
  games: { aboutCategory: '{{title}} 소개', stepRegister: '무료 {{name}} 계정 만들기' },
});
const ko = translatorFor('KO');

/** An element with the given attributes, as the server wrote them. */
const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

describe('marked page texts', () => {
  it('translates the key with its values, values that are keys first, and appends the suffix as it is', () => {
    expect(pageText(ko, { key: 'games.stepRegister', values: { name: 'Lucky Star' } })).toBe(
      '무료 Lucky Star 계정 만들기',
    );
    expect(pageText(ko, { key: 'games.aboutCategory', values: { title: { key: 'routes.sports.heading' } } })).toBe(
      '스포츠 소개',
    );
    expect(pageText(ko, { key: 'routes.sports.title', suffix: ' | Lucky Star' })).toBe('스포츠 베팅 | Lucky Star');
  });

  it('reads back exactly what the server marked', () => {
    const texts: PageText[] = [
      { key: 'routes.sports.title', suffix: ' | Lucky Star' },
      { key: 'routes.home.description', values: { name: 'A "quoted" <b>name</b>', count: 3 }, attribute: 'content' },
      { key: 'games.aboutCategory', values: { title: { key: 'routes.sports.heading' } } },
      { key: 'nav.label', attribute: 'aria-label' },
    ];
    for (const text of texts) expect(readPageText(element(pageTextAttributes(text)))).toEqual(text);
  });

  it.each([
    ['no key', {}],
    ['a key with spaces or markup', { 'data-i18n': 'nav.home <img>' }],
    ['a key with an empty part', { 'data-i18n': 'nav..home' }],
    ['a key too long', { 'data-i18n': `a.${'b'.repeat(120)}` }],
    ['values that are not JSON', { 'data-i18n': 'nav.home', 'data-i18n-values': '{name:' }],
    ['values that are an array', { 'data-i18n': 'nav.home', 'data-i18n-values': '["a"]' }],
    [
      'a value that is an object of another shape',
      { 'data-i18n': 'nav.home', 'data-i18n-values': '{"a":{"html":"x"}}' },
    ],
    ['a value key that is not a key', { 'data-i18n': 'nav.home', 'data-i18n-values': '{"a":{"key":"x y"}}' }],
    ['a value that is null', { 'data-i18n': 'nav.home', 'data-i18n-values': '{"a":null}' }],
    ['an attribute outside the list (an event handler)', { 'data-i18n': 'nav.home', 'data-i18n-attr': 'onclick' }],
    ['an attribute outside the list (href)', { 'data-i18n': 'nav.home', 'data-i18n-attr': 'href' }],
  ])('refuses a mark with %s', (_, attributes) => {
    expect(readPageText(element(attributes))).toBeUndefined();
  });
});
