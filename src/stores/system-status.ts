// SPEC 4 "System status": the answer of the start-up status check, for every island that cares (the
// install prompt is skipped under maintenance or region restriction).
import { atom } from 'nanostores';
import { shouldOfferInstallPrompt } from '../lib/pwa/install-prompt';
import { session } from '../lib/storage/guarded-storage';

import type { SystemStatus } from '../lib/api/contract/system';

export type { SystemStatus } from '../lib/api/contract/system';

/** undefined until the status check of this page answered. */
export const $systemStatus = atom<SystemStatus | undefined>(undefined);

/** SPEC 4 "Install prompt": offered only on its paths, never under maintenance or region restriction. */
export function installPromptAllowed(path: string, status: SystemStatus | undefined = $systemStatus.get()): boolean {
  if (!status) return false;
  return shouldOfferInstallPrompt({
    path,
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    sessionStore: session(),
  });
}
