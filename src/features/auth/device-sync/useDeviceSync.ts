// SPEC 4 "Device id": the id reaches the operator only with a sign-in or a registration, so the id is synced
// across the merchant's registrable domains where those forms show, in a chunk of its own (docs/decisions.md).
import { useEffect } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { usePage } from '../../../flows/session/usePage';
import { reportMissingChunk } from '../../../stores/refresh';

/** Starts the sync once the form is on screen, for a merchant on several registrable domains only. */
export function useDeviceSync(merchant: ClientMerchant): void {
  const page = usePage();
  useEffect(() => {
    const target = merchant.deviceSync;
    if (target)
      void import('./start-device-sync').then(
        (sync) => sync.startDeviceSync(merchant, target, page),
        reportMissingChunk,
      );
  }, [merchant, page]);
}
