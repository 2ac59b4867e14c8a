// SPEC 4 "System status": the answer of the start-up status check, for every island that cares (the
// install prompt is skipped under maintenance or region restriction: features/pwa/install).
import { atom } from 'nanostores';

import type { SystemStatus } from '../lib/api/contract/system-answers';

export type { SystemStatus } from '../lib/api/contract/system-answers';

/** undefined until the status check of this page answered. */
export const $systemStatus = atom<SystemStatus | undefined>(undefined);
