import { describe, expect, it } from 'vitest';
import { roundNumber, toFiniteNumber } from '@/lib/format/number';

describe('number rounding (SPEC 5)', () => {
  it('rounds to N decimals, 2 by default', () => {
    expect(roundNumber(3.14159)).toBe(3.14);
    expect(roundNumber(3.14159, 3)).toBe(3.142);
    expect(roundNumber(3.5, 0)).toBe(4);
    expect(roundNumber(10, 2)).toBe(10);
  });

  it('rounds halves away from zero despite binary error', () => {
    expect(roundNumber(1.005, 2)).toBe(1.01);
    expect(roundNumber(-1.005, 2)).toBe(-1.01);
    expect(roundNumber(1234.005, 2)).toBe(1234.01);
    expect(roundNumber(0.045, 2)).toBe(0.05);
    expect(roundNumber(2.5, 0)).toBe(3);
    expect(roundNumber(-2.5, 0)).toBe(-3);
    expect(roundNumber(1.0049, 2)).toBe(1);
  });

  it('never returns -0', () => {
    expect(Object.is(roundNumber(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundNumber(-0), 0)).toBe(true);
  });

  it('accepts numeric strings', () => {
    expect(roundNumber('12.345')).toBe(12.35);
    expect(roundNumber(' -7.5 ', 0)).toBe(-8);
    expect(roundNumber('.5', 0)).toBe(1);
    expect(roundNumber('5.', 0)).toBe(5);
    expect(roundNumber('1e3')).toBe(1000);
    expect(roundNumber('+2')).toBe(2);
  });

  it.each([
    undefined,
    null,
    '',
    '   ',
    'abc',
    '12abc',
    '1,000',
    '0x10',
    'Infinity',
    true,
    {},
    [],
    [1],
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    10n,
  ])('returns nothing for %s', (value) => {
    expect(roundNumber(value)).toBeUndefined();
  });

  it('keeps decimals between 0 and 15', () => {
    expect(roundNumber(1.26, -1)).toBe(1);
    expect(roundNumber(1.26, 1.9)).toBe(1.3);
    expect(roundNumber(1.26, Number.NaN)).toBe(1);
    expect(roundNumber(0.1 + 0.2, 99)).toBe(0.3);
  });

  it('reads finite numbers only', () => {
    expect(toFiniteNumber(0)).toBe(0);
    expect(toFiniteNumber('0')).toBe(0);
    expect(toFiniteNumber('')).toBeUndefined();
  });
});
