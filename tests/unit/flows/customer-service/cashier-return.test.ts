// SPEC 4 "Tracked events" of a return from the operator's cashier (SPEC 3 depositSettings totalDepositSuccessCount).
import { describe, expect, it } from 'vitest';
import { cashierReturnEvents, isCashierVisit, returnedAmount } from '@/flows/customer-service/cashier-return';

describe('isCashierVisit (what session storage held)', () => {
  it('accepts a deposit or withdraw visit with a whole count of at least 0', () => {
    expect(isCashierVisit({ kind: 'deposit', countBefore: 0 })).toBe(true);
    expect(isCashierVisit({ kind: 'withdraw', countBefore: 12 })).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'deposit'],
    ['JSON text', '{"kind":"deposit","countBefore":0}'],
    ['a number', 3],
    ['an array', ['deposit', 0]],
    ['an empty object', {}],
    ['an unknown kind', { kind: 'transfer', countBefore: 0 }],
    ['a kind in another case', { kind: 'Deposit', countBefore: 0 }],
    ['an inherited kind name', { kind: 'toString', countBefore: 0 }],
    ['no kind', { countBefore: 0 }],
    ['no count', { kind: 'deposit' }],
    ['a negative count', { kind: 'deposit', countBefore: -1 }],
    ['a fractional count', { kind: 'deposit', countBefore: 1.5 }],
    ['a count as a string', { kind: 'deposit', countBefore: '2' }],
    ['a NaN count', { kind: 'deposit', countBefore: NaN }],
    ['an infinite count', { kind: 'deposit', countBefore: Infinity }],
    ['a null count', { kind: 'withdraw', countBefore: null }],
  ])('refuses %s', (_name, value) => {
    expect(isCashierVisit(value)).toBe(false);
  });
});

describe('returnedAmount (?amount= on return)', () => {
  it('is the amount when it is a positive number', () => {
    expect(returnedAmount('250')).toBe(250);
    expect(returnedAmount('0.5')).toBe(0.5);
    expect(returnedAmount(' 100 ')).toBe(100);
  });

  it.each([[' '], [''], ['abc'], ['-5'], ['0'], ['-0'], ['Infinity'], ['-Infinity'], ['NaN'], ['12abc'], [null]])(
    'is undefined for %j',
    (raw) => {
      expect(returnedAmount(raw)).toBeUndefined();
    },
  );
});

describe('cashierReturnEvents', () => {
  const deposit = (countBefore: number) => ({ kind: 'deposit' as const, countBefore });
  const withdraw = { kind: 'withdraw' as const, countBefore: 4 };

  it('reports the first deposit ever as firstDeposit and deposit', () => {
    expect(cashierReturnEvents(deposit(0), 1, undefined)).toEqual(['firstDeposit', 'deposit']);
    expect(cashierReturnEvents(deposit(0), 1, 250)).toEqual(['firstDeposit', 'deposit']);
  });

  it('reports a later deposit as deposit and redeposit', () => {
    expect(cashierReturnEvents(deposit(1), 2, 250)).toEqual(['deposit', 'redeposit']);
    expect(cashierReturnEvents(deposit(5), 7, undefined)).toEqual(['deposit', 'redeposit']);
  });

  it('reports nothing when the count did not go up, even with an amount', () => {
    expect(cashierReturnEvents(deposit(0), 0, 250)).toEqual([]);
    expect(cashierReturnEvents(deposit(3), 3, undefined)).toEqual([]);
    expect(cashierReturnEvents(deposit(3), 2, 100)).toEqual([]);
  });

  it('reports a withdrawal only with the amount the cashier gave', () => {
    expect(cashierReturnEvents(withdraw, 4, 100)).toEqual(['withdraw']);
    expect(cashierReturnEvents(withdraw, 4, undefined)).toEqual([]);
    expect(cashierReturnEvents(withdraw, 5, undefined)).toEqual([]);
    expect(cashierReturnEvents({ kind: 'withdraw', countBefore: 0 }, 1, 50)).toEqual(['withdraw']);
  });
});
