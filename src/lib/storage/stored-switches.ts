// The operator's run-time switches travel from one page's status answer to the next page's start.
import type { ClientMerchant } from '../../config/client';
import { applySwitches, readSwitches, type Flag, type Switches } from '../../config/run-time-flags';
import type { GuardedStorage } from './guarded-storage';
import { STORAGE_KEYS } from './keys';

interface Stored {
  merchant: string;
  switches: Switches;
}

/** The merchant with the switches stored by the last status answer applied (none stored: as built). */
export function withStoredSwitches(merchant: ClientMerchant, store: GuardedStorage): ClientMerchant {
  const stored = store.readJson<Partial<Stored>>(STORAGE_KEYS.runTimeFlags);
  if (stored?.merchant !== merchant.code) return merchant;
  return { ...merchant, flags: applySwitches(merchant, readSwitches(stored.switches, merchant.flags)).flags };
}

/**
 * Keeps the switches of a status answer for the next page. Returns the flags turned on that this build cannot
 * honour when the switches changed (so they are reported once), else none.
 */
export function storeSwitches(merchant: ClientMerchant, value: unknown, store: GuardedStorage): Flag[] {
  const switches = readSwitches(value, merchant.flags);
  const before = store.readJson<Partial<Stored>>(STORAGE_KEYS.runTimeFlags);
  const changed = before?.merchant !== merchant.code || JSON.stringify(before.switches) !== JSON.stringify(switches);
  if (!changed) return [];
  if (Object.keys(switches).length === 0) store.removeItem(STORAGE_KEYS.runTimeFlags);
  else store.writeJson(STORAGE_KEYS.runTimeFlags, { merchant: merchant.code, switches } satisfies Stored);
  return applySwitches(merchant, switches).refused;
}
