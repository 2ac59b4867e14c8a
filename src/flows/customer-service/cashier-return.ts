// SPEC 4 "Tracked events" for the cashier: what a return from the operator's cashier means, from the deposit
// count (SPEC 3 depositSettings totalDepositSuccessCount) before the visit and after it.
import type { TrackedEventName } from '../../lib/tracking/events';

const CASHIER_KINDS = ['deposit', 'withdraw'] as const;
export type CashierKind = (typeof CASHIER_KINDS)[number];

/** Kept in session storage while the player is at the cashier. */
export interface CashierVisit {
  kind: CashierKind;
  countBefore: number;
}

const isCashierKind = (value: unknown): value is CashierKind => (CASHIER_KINDS as readonly unknown[]).includes(value);

export function isCashierVisit(value: unknown): value is CashierVisit {
  const visit = value as Partial<CashierVisit> | null;
  return (
    typeof visit === 'object' &&
    visit !== null &&
    isCashierKind(visit.kind) &&
    Number.isInteger(visit.countBefore) &&
    visit.countBefore! >= 0
  );
}

/** The amount the cashier reports on return (?amount=), when it is a positive number. */
export function returnedAmount(raw: string | null): number | undefined {
  const amount = raw === null || !raw.trim() ? NaN : Number(raw);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/**
 * The events of a return: a deposit shows as a higher count (the first one ever is firstDeposit, a later
 * one redeposit, both also deposit); a withdrawal as the amount the cashier reports. Nothing otherwise:
 * a player who only looked at the cashier made no conversion.
 */
export function cashierReturnEvents(
  visit: CashierVisit,
  countNow: number,
  amount: number | undefined,
): TrackedEventName[] {
  if (visit.kind === 'withdraw') return amount === undefined ? [] : ['withdraw'];
  if (countNow <= visit.countBefore) return [];
  return visit.countBefore === 0 ? ['firstDeposit', 'deposit'] : ['deposit', 'redeposit'];
}
