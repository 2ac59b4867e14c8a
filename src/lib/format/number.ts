// SPEC 5: number rounding returns nothing for non-numeric values.

// Plain decimal notation (optionally with an exponent); no hex, no separators, no empty string.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
// Digits a double holds exactly: enough to undo binary error like 1.005 * 100 = 100.49999999999999.
const SIGNIFICANT_DIGITS = 15;
const MAX_DECIMALS = 15;

/** The value as a finite number, or undefined: numbers and plain decimal strings only. */
export function toFiniteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * `value` rounded half away from zero to `decimals` places (0 to 15, default 2), e.g. 1.005 -> 1.01 and
 * -1.005 -> -1.01. Undefined for non-numbers, NaN, infinities and non-numeric strings.
 */
export function roundNumber(value: unknown, decimals = 2): number | undefined {
  const number = toFiniteNumber(value);
  if (number === undefined) return undefined;
  const places = Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals) || 0));
  const factor = 10 ** places;
  const scaled = Number((Math.abs(number) * factor).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = (Math.sign(number) * Math.round(scaled)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}
