import { useEffect, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import {
  cashierReturnEvents,
  isCashierVisit,
  returnedAmount,
  type CashierKind,
} from '../../flows/customer-service/cashier-return';
import { usePage } from '../../flows/session/usePage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { CASHIER_RETURN_PARAM, loadDepositCount } from '../../flows/customer-service/cbs';
import { track, trackedMember } from '../../flows/tracking/track';

/** A cashier visit that went through: a deposit the count confirms, or a withdrawal with its amount. */
export interface CashierOutcome {
  kind: CashierKind;
  amount: number | undefined;
}

/**
 * Back from the operator's cashier (?cashier=deposit|withdraw&amount=...): the deposit count tells whether a
 * deposit went through, and SPEC 4's deposit events follow, once; the parameters leave the address. Returns
 * what went through, for the member centre to confirm.
 */
export function useCashierReturn(merchant: ClientMerchant): CashierOutcome | undefined {
  const page = usePage();
  const [outcome, setOutcome] = useState<CashierOutcome>();
  useEffect(() => {
    const url = new URL(page.location.href);
    const kind = url.searchParams.get(CASHIER_RETURN_PARAM);
    if (kind === null) return;
    const amount = returnedAmount(url.searchParams.get('amount'));
    url.searchParams.delete(CASHIER_RETURN_PARAM);
    url.searchParams.delete('amount');
    history.replaceState(history.state, '', url.href);
    const visit = page.session.readJson<unknown>(STORAGE_KEYS.cashierVisit);
    page.session.removeItem(STORAGE_KEYS.cashierVisit);
    // Only the visit this tab started counts: a shared or reloaded link records nothing.
    if (!isCashierVisit(visit) || visit.kind !== kind) return;
    void loadDepositCount(merchant, page.api).then(
      (count) => {
        const names = cashierReturnEvents(visit, count, amount);
        for (const name of names)
          track(merchant, name, { ...trackedMember(), amount, currency: merchant.currency.code });
        if (names.length > 0) setOutcome({ kind: visit.kind, amount });
      },
      () => undefined,
    );
  }, [merchant, page]);
  return outcome;
}
