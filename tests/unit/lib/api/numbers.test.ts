import { describe, expect, it } from 'vitest';
import { apiCount, apiNumber } from '@/lib/api/numbers';

describe('apiNumber', () => {
  it('takes a finite number or its decimal string', () => {
    expect(apiNumber(0)).toBe(0);
    expect(apiNumber(-2.5)).toBe(-2.5);
    expect(apiNumber(' 12 ')).toBe(12);
    expect(apiNumber('3.75')).toBe(3.75);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a blank string', ' '],
    ['text', '12abc'],
    ['NaN', NaN],
    ['"Infinity"', 'Infinity'],
    ['a boolean', false],
  ])('is undefined for %s', (_name, raw) => {
    expect(apiNumber(raw)).toBeUndefined();
  });
});

describe('apiCount', () => {
  it('takes a whole number of at least 0, or its decimal string', () => {
    expect(apiCount(0)).toBe(0);
    expect(apiCount(7)).toBe(7);
    expect(apiCount('250')).toBe(250);
    expect(apiCount(' 3 ')).toBe(3);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', ' '],
    ['text', 'abc'],
    ['a negative number', -1],
    ['a negative string', '-5'],
    ['a fraction', 1.5],
    ['a fractional string', '2.5'],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['"Infinity"', 'Infinity'],
    ['a boolean', true],
    ['an object', { count: 1 }],
    ['an array', [3]],
  ])('is undefined for %s', (_name, raw) => {
    expect(apiCount(raw)).toBeUndefined();
  });
});
