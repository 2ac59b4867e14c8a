import { describe, expect, it, vi } from 'vitest';
import { HTML_LANG, LANGUAGE_CODES } from '@/config/languages';
import { addCatalogue, hasCatalogue, translatorFor } from '@/lib/i18n/translator';

// The runtime reads i18next's JSON v4 subset the catalogues use; these pin i18next's own answers.
describe('translator', () => {
  addCatalogue('EN', {
    games: { count_one: '{{count}} game', count_other: '{{count}} games', count_zero: 'No games' },
    hello: 'Hi {{name}}, {{ name }}!',
    group: { a: 'A' },
  });
  addCatalogue('RU', {
    games: {
      count_one: '{{count}} игра',
      count_few: '{{count}} игры',
      count_many: '{{count}} игр',
      count_other: '{{count}} игры',
    },
  });
  const en = translatorFor('EN');

  it('picks the plural form of the language by its CLDR rule, and _zero for a count of 0', () => {
    expect([1, 2, 0].map((count) => en('games.count', { count }))).toEqual(['1 game', '2 games', 'No games']);
    expect([1, 3, 5, 21].map((count) => translatorFor('RU')('games.count', { count }))).toEqual([
      '1 игра',
      '3 игры',
      '5 игр',
      '21 игра',
    ]);
  });

  it('fills placeholders and leaves one without a value visible', () => {
    expect(en('hello', { name: 'Ana' })).toBe('Hi Ana, Ana!');
    expect(en('hello')).toBe('Hi {{name}}, {{ name }}!');
  });

  it('answers an unknown key, a group and an inherited property name with the key itself', () => {
    expect(en('missing.key')).toBe('missing.key');
    expect(en('group')).toBe('group');
    expect(en('hello.constructor')).toBe('hello.constructor');
    expect(en('toString')).toBe('toString');
  });

  it("writes numbers in the language's digits and grouping, strings as they are", () => {
    addCatalogue('BN', {
      games: { count_one: '{{count}}টি গেম', count_other: '{{count}}টি গেম' },
      code: 'কোড {{code}}',
    });
    expect(en('games.count', { count: 12345 })).toBe('12,345 games');
    expect(translatorFor('BN')('games.count', { count: 1234 })).toBe('১,২৩৪টি গেম');
    // Codes go in as strings: never grouped, never in other digits.
    expect(translatorFor('BN')('code', { code: '10001' })).toBe('কোড 10001');
  });

  it('merges a later catalogue into the language and keeps one translator per language', () => {
    addCatalogue('EN', { group: { b: 'B' } });
    expect([en('group.a'), en('group.b')]).toEqual(['A', 'B']);
    expect(translatorFor('EN')).toBe(en);
    expect(hasCatalogue('JA')).toBe(false);
    expect(translatorFor('JA')('hello')).toBe('hello');
  });

  it('builds its Intl rules only when a text needs them (their locale data costs tens of ms on a phone)', () => {
    addCatalogue('TH', { plain: 'ข้อความ', games: { count_other: '{{count}} เกม' } });
    const made: string[] = [];
    const { PluralRules, NumberFormat } = Intl;
    vi.stubGlobal('Intl', {
      ...Intl,
      PluralRules: class extends PluralRules {
        constructor(...args: ConstructorParameters<typeof PluralRules>) {
          super(...args);
          made.push('PluralRules');
        }
      },
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made.push('NumberFormat');
        }
      },
    });
    try {
      const th = translatorFor('TH');
      expect(th('plain')).toBe('ข้อความ');
      expect(made).toEqual([]);
      expect(th('games.count', { count: 2 })).toBe('2 เกม');
      expect(th('games.count', { count: 3 })).toBe('3 เกม');
      // A count under 1,000 in Latin digits needs no number format (the home's "1 of 5" carousel labels).
      expect(made).toEqual(['PluralRules']);
      expect(th('games.count', { count: 1500 })).toBe('1,500 เกม');
      expect(made.sort()).toEqual(['NumberFormat', 'PluralRules']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('writes every number as Intl.NumberFormat does, in each of the 28 languages (the plain-digit shortcut included)', () => {
    const numbers = [0, 1, 9, 42, 999, 1000, 12345, -3, 2.5];
    for (const language of LANGUAGE_CODES) {
      addCatalogue(language, { number: '{{value}}' });
      const format = new Intl.NumberFormat(HTML_LANG[language]);
      expect(
        numbers.map((value) => translatorFor(language)('number', { value })),
        language,
      ).toEqual(numbers.map((value) => format.format(value)));
    }
  });
});
