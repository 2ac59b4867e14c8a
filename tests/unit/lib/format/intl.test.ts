import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/config/languages';
import { currencyDecimals, formatDate, formatMoney, formatNumber } from '@/lib/format/intl';

const PESO = { code: 'PHP', symbol: '₱', position: 'before' } as const;
const DONG = { code: 'VND', symbol: '₫', position: 'after' } as const;
const RINGGIT = { code: 'MYR', symbol: 'RM', position: 'before' } as const;
const NNBSP = '\u202f'; // French and Russian group with a narrow no-break space
const NBSP = '\u00a0';

describe('numbers in the active language', () => {
  it.each([
    ['EN', '1,234,567.5'],
    ['VI', '1.234.567,5'],
    ['FR', `1${NNBSP}234${NNBSP}567,5`],
    ['HI', '12,34,567.5'],
    ['BN', '১২,৩৪,৫৬৭.৫'],
    ['NE', '१२,३४,५६७.५'],
    ['MY', '၁,၂၃၄,၅၆၇.၅'],
    ['UR', '1,234,567.5'],
  ] as const)('%s writes 1234567.5 as %s', (language, text) => {
    expect(formatNumber(1234567.5, language)).toBe(text);
  });

  it('rounds half away from zero to fixed decimals, and shows them all (SPEC 5)', () => {
    expect(formatNumber(1.005, 'EN', 2)).toBe('1.01');
    expect(formatNumber(-1.005, 'PT-BR', 2)).toBe('-1,01');
    expect(formatNumber('2', 'EN', 2)).toBe('2.00');
  });

  it('returns nothing for non-numeric values (SPEC 5)', () => {
    for (const value of [undefined, null, NaN, Infinity, '', 'abc', '0x10', {}, [1]])
      expect(formatNumber(value, 'EN')).toBe('');
  });

  it('writes a number for every SPEC 9 language', () => {
    for (const language of LANGUAGE_CODES) expect(formatNumber(42, language), language).not.toBe('');
  });
});

describe("money in the active language and the merchant's currency settings (SPEC 3)", () => {
  it("puts the merchant's symbol before or after, with the currency's decimals", () => {
    expect(formatMoney(1234.5, 'EN', PESO)).toBe('₱1,234.50');
    expect(formatMoney(1234.5, 'VI', DONG)).toBe(`1.235${NBSP}₫`);
    expect(formatMoney(1234567, 'EN', DONG)).toBe(`1,234,567${NBSP}₫`);
    expect(formatMoney(1234.5, 'FR', PESO)).toBe(`₱1${NNBSP}234,50`);
  });

  it('keeps a symbol of letters apart from the digits', () => {
    expect(formatMoney(15000, 'MS', RINGGIT)).toBe(`RM${NBSP}15,000.00`);
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-20, 'EN', PESO)).toBe('-₱20.00');
    expect(formatMoney(-20, 'EN', DONG)).toBe(`-20${NBSP}₫`);
  });

  it('rounds to the currency (SPEC 5) or to the decimals asked for', () => {
    expect(formatMoney(0.125, 'EN', PESO)).toBe('₱0.13');
    expect(formatMoney(0.125, 'EN', PESO, 0)).toBe('₱0');
    expect(formatMoney('99.5', 'EN', DONG)).toBe(`100${NBSP}₫`);
  });

  it('returns nothing for non-numeric amounts (SPEC 5)', () => {
    expect(formatMoney('ten', 'EN', PESO)).toBe('');
    expect(formatMoney(undefined, 'EN', PESO)).toBe('');
  });

  it("knows each currency's minor digits, and uses 2 where Intl has no answer", () => {
    expect([currencyDecimals('PHP'), currencyDecimals('VND'), currencyDecimals('JPY')]).toEqual([2, 0, 0]);
    expect([currencyDecimals('TLB'), currencyDecimals('USDT')]).toEqual([2, 2]);
  });
});

describe('dates in the active language', () => {
  const day = Date.UTC(2026, 10, 23, 12);
  const utc = { dateStyle: 'medium', timeZone: 'UTC' } as const;

  it('writes the date as the language does', () => {
    expect(formatDate(day, 'EN', utc)).toBe('Nov 23, 2026');
    expect(formatDate(day, 'CN', utc)).toBe('2026年11月23日');
    // Thai counts years in the Buddhist era.
    expect(formatDate(day, 'TH', utc)).toContain('2569');
    expect(formatDate(new Date(day).toISOString(), 'RU', utc)).toMatch(/^23 нояб\. 2026/);
  });

  it('writes Urdu in Latin script with Latin month names, not Perso-Arabic ones', () => {
    expect(formatDate(day, 'UR-LA', utc)).toMatch(/Nov/);
    expect(formatDate(day, 'UR', utc)).toMatch(/نومبر/);
  });

  it('returns nothing for what is not a date', () => {
    for (const value of [undefined, null, '', 'soon', NaN]) expect(formatDate(value, 'EN')).toBe('');
  });
});
