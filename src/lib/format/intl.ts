// Numbers, money and dates in the active language (Intl) and the merchant's currency settings (SPEC 3
// currency, currencySymbol, currencyPosition; SPEC 5 rounding: nothing for non-numeric values).
import { HTML_LANG, type LanguageCode } from '../../config/languages';
import { roundNumber, toFiniteNumber } from './number';

/** SPEC 3: how the merchant shows money. */
export interface CurrencySettings {
  code: string;
  symbol: string;
  position: 'before' | 'after';
}

/**
 * The Intl locale of a language: its own tag, except Urdu in Latin script, which Intl knows only in
 * Perso-Arabic script ("نومبر"); English of Pakistan writes the same numbers with Latin month names.
 */
const intlLocale = (language: LanguageCode): string => (language === 'UR-LA' ? 'en-PK' : HTML_LANG[language]);

// Fixed decimals: the amount rounded half away from zero (SPEC 5), then written with exactly that many.
const numberFormat = (language: LanguageCode, decimals?: number) =>
  new Intl.NumberFormat(
    intlLocale(language),
    decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  );

/**
 * A number in the language's digits, decimal mark and grouping ("1,234.5", "1.234,5", "১,২৩৪.৫"); with
 * `decimals`, rounded to that many places and always showing them. '' for non-numeric values (SPEC 5).
 */
export function formatNumber(value: unknown, language: LanguageCode, decimals?: number): string {
  const number = decimals === undefined ? toFiniteNumber(value) : roundNumber(value, decimals);
  return number === undefined ? '' : numberFormat(language, decimals).format(number);
}

/** The minor-unit digits of a currency as Intl knows them (PHP 2, VND 0, JPY 0); 2 for codes it does not (TLB, four letters). */
export function currencyDecimals(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount of money: the number as the language writes it, with the currency's minor digits, and the
 * merchant's own symbol on the side it names (SPEC 3), not Intl's: "₱1,234.50", "1.234 ₫". A symbol of
 * letters ("Rp", "RM") keeps a space from the digits; a minus sign goes before the symbol. '' for
 * non-numeric values.
 */
export function formatMoney(
  value: unknown,
  language: LanguageCode,
  currency: CurrencySettings,
  decimals = currencyDecimals(currency.code),
): string {
  const number = roundNumber(value, decimals);
  if (number === undefined) return '';
  const format = numberFormat(language, decimals);
  const amount = format.format(Math.abs(number));
  const minus = number < 0 ? (format.formatToParts(-1).find((part) => part.type === 'minusSign')?.value ?? '-') : '';
  if (currency.position === 'after') return `${minus}${amount}\u00a0${currency.symbol}`;
  return `${minus}${currency.symbol}${currency.symbol.length > 1 ? '\u00a0' : ''}${amount}`;
}

/**
 * A date (and time, with `options`) in the language and the device's time zone; '' for what is not a
 * valid date (epoch milliseconds, an ISO string or a Date).
 */
export function formatDate(
  value: number | string | Date | null | undefined,
  language: LanguageCode,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}
