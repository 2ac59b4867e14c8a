// SPEC 7 GET /wps/system/country (cached): the phone fields' countries. Every row is hostile: a bad row is
// dropped, never the list, and the zod contract (dev and test builds) agrees row by row with what the app keeps.
import { describe, expect, it, vi } from 'vitest';
import { countryRowSchema, systemCountrySchema } from '@/lib/api/contract/system-answers';
import type { ApiClient, GetOptions } from '@/lib/api/request';
import { chosenDialingCode, COUNTRIES_MAX, countryChoice, countryRows } from '@/lib/auth/countries';
import { countriesCall, fetchCountryChoice } from '@/features/auth/api';

const VN = { code: 'VN', dialingCode: '+84', name: 'Việt Nam' };
const KH = { code: 'KH', dialingCode: '+855', name: 'Campuchia' };
const LA = { code: 'LA', dialingCode: '+856', name: 'Lào' };
const own = { code: 'VN', dialingCode: '+84' };

/** Rows the app drops, each for one reason. */
const BAD_ROWS: [string, unknown][] = [
  ['no row', null],
  ['text, not a row', 'VN +84'],
  ['a lower-case code', { ...KH, code: 'kh' }],
  ['a three-letter code', { ...KH, code: 'KHM' }],
  ['no dialing code', { code: 'KH', name: 'Campuchia' }],
  ['a dialing code as a number', { ...KH, dialingCode: 855 }],
  ['a dialing code starting with 0', { ...KH, dialingCode: '+0855' }],
  ['a dialing code of 5 digits', { ...KH, dialingCode: '+85512' }],
  ['a dialing code with spaces', { ...KH, dialingCode: '+ 855' }],
  ['a dialing code with "++"', { ...KH, dialingCode: '++855' }],
  ['a script for a dialing code', { ...KH, dialingCode: '<img src=x onerror=alert(1)>' }],
  ['a name that is not text', { ...KH, name: { html: '<b>KH</b>' } }],
  ['a blank name', { ...KH, name: '   ' }],
  ['a name of 61 characters', { ...KH, name: 'K'.repeat(61) }],
  ['a line break in the name', { ...KH, name: 'Campu\nchia' }],
  ['a bidi override in the name', { ...KH, name: '\u202Eaihcupmac' }],
  ['a control character in the name', { ...KH, name: 'Campu\u0007chia' }],
];

describe('the rows of GET /wps/system/country', () => {
  it('keeps code, dialing code and name, in the operator order, and writes each dialing code with "+"', () => {
    expect(countryRows([VN, { ...KH, dialingCode: '855', extra: true }, LA])).toEqual([VN, KH, LA]);
  });

  it.each(BAD_ROWS)('drops a row with %s, and keeps the others', (_, row) => {
    expect(countryRows([VN, row, LA])).toEqual([VN, LA]);
  });

  it.each(BAD_ROWS)('the contract drops a row with %s too, and keeps the list', (_, row) => {
    expect(countryRowSchema.safeParse(row).success).toBe(false);
    const answer = { countryCode: 'VN', countryDialingCode: '+84', countries: [VN, row, LA] };
    expect(systemCountrySchema.safeParse(answer).success).toBe(true);
  });

  it('the contract takes every row the app keeps', () => {
    for (const row of [VN, { ...KH, dialingCode: '855' }, LA, { code: 'US', dialingCode: '+1', name: 'United States' }])
      expect(countryRowSchema.safeParse(row).success).toBe(true);
  });

  it('keeps the first row of a country named twice, and a name of 60 characters, trimmed', () => {
    const long = 'K'.repeat(60);
    expect(
      countryRows([VN, { ...VN, dialingCode: '+85', name: 'Again' }, { ...KH, name: ` ${long.slice(1)}` }]),
    ).toEqual([VN, { ...KH, name: long.slice(1) }]);
    expect(countryRows([{ ...KH, name: long }])).toEqual([{ ...KH, name: long }]);
  });

  it(`reads at most ${COUNTRIES_MAX} rows, and anything but a list as none`, () => {
    const many = Array.from({ length: COUNTRIES_MAX + 5 }, (_, index) => ({
      code: `${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`,
      dialingCode: '+1',
      name: `Country ${index}`,
    }));
    expect(countryRows(many)).toHaveLength(COUNTRIES_MAX);
    expect(countryRows(null)).toEqual([]);
    expect(countryRows({ VN })).toEqual([]);
  });
});

describe('the country a phone field starts on', () => {
  it("starts on the answer's countryDialingCode and offers every good row", () => {
    const choice = countryChoice({ countryCode: 'VN', countryDialingCode: '+84', countries: [KH, VN, LA] }, own);
    expect(choice).toEqual({ countries: [KH, VN, LA], selected: 'VN' });
    expect(chosenDialingCode(choice)).toBe('+84');
  });

  it("follows the answer over the build's own country", () => {
    const choice = countryChoice({ countryCode: 'KH', countryDialingCode: '855', countries: [VN, KH] }, own);
    expect(chosenDialingCode(choice)).toBe('+855');
  });

  it('tells apart countries that share a dialing code by countryCode', () => {
    const US = { code: 'US', dialingCode: '+1', name: 'United States' };
    const CA = { code: 'CA', dialingCode: '+1', name: 'Canada' };
    expect(countryChoice({ countryCode: 'CA', countryDialingCode: '+1', countries: [US, CA] }, own).selected).toBe(
      'CA',
    );
    expect(countryChoice({ countryDialingCode: '+1', countries: [US, CA] }, own).selected).toBe('US');
  });

  it("keeps the build's own country while there is no answer, or when the answer is not one", () => {
    for (const answer of [undefined, null, 'error', { countries: 'VN' }, { countryDialingCode: '+0', countries: [] }]) {
      const choice = countryChoice(answer, own);
      expect(choice).toEqual({ countries: [{ code: 'VN', dialingCode: '+84', name: 'VN' }], selected: 'VN' });
      expect(chosenDialingCode(choice)).toBe('+84');
    }
  });

  it('puts the start at the head of the list when the rows lack it', () => {
    const choice = countryChoice({ countryCode: 'VN', countryDialingCode: '+84', countries: [KH, LA] }, own);
    expect(choice).toEqual({ countries: [{ code: 'VN', dialingCode: '+84', name: 'VN' }, KH, LA], selected: 'VN' });
  });
});

describe('fetching the countries', () => {
  const client = (get: (path: string, options?: GetOptions) => Promise<unknown>) =>
    ({ get: vi.fn(get) }) as unknown as ApiClient & { get: ReturnType<typeof vi.fn> };

  it('asks GET /wps/system/country once per session cache entry (SPEC 7 "cached"), without an alert', async () => {
    const api = client(async () => ({ countryCode: 'VN', countryDialingCode: '+84', countries: [VN, KH] }));
    expect(await fetchCountryChoice(api, own)).toEqual({ countries: [VN, KH], selected: 'VN' });
    expect(api.get).toHaveBeenCalledWith('/wps/system/country', { cache: true, alert: false });
    expect(countriesCall.path).toBe('/wps/system/country');
  });

  it("falls back to the build's own country when the call fails", async () => {
    const api = client(async () => {
      throw new Error('offline');
    });
    expect(chosenDialingCode(await fetchCountryChoice(api, { code: 'PH', dialingCode: '+63' }))).toBe('+63');
  });
});
