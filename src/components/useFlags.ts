import type { ClientMerchant } from '../config/client';
import { builtFlags, pageMerchant } from '../lib/page/page-merchant';
import { useHydrated } from './useHydrated';

/**
 * The flags to render with: as built until the island has hydrated, so it matches the server's HTML, then
 * with the operator's run-time switches applied.
 */
export function useFlags(): ClientMerchant['flags'] {
  return useHydrated() ? pageMerchant().flags : builtFlags();
}
