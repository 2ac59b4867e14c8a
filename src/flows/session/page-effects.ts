// What an island does to its page (calls, address and navigation, storage, time) as one value: features take it
// from usePage() or as an argument, so a unit test plays them on a fake page (ARCHITECTURE "Rules").
import type { ApiClient } from '../../lib/api/request';
import { pageMerchant } from '../../lib/page/page-merchant';
import { local, session, type GuardedStorage } from '../../lib/storage/guarded-storage';
import { systemClock, type Clock } from '../../lib/time/clock';
import { apiClient } from './page-client';

export interface PageEffects {
  /** The page's request client (flows/session/page-client.ts). */
  readonly api: ApiClient;
  /** The page's address, and leaving it: assign, replace, reload. */
  readonly location: Pick<
    Location,
    | 'href'
    | 'origin'
    | 'protocol'
    | 'host'
    | 'hostname'
    | 'pathname'
    | 'search'
    | 'hash'
    | 'assign'
    | 'replace'
    | 'reload'
  >;
  readonly local: GuardedStorage;
  readonly session: GuardedStorage;
  readonly clock: Clock;
}

/** This page, each part looked up when used (a render on the server makes it and uses none). */
export const browserPage: PageEffects = {
  get api() {
    return apiClient(pageMerchant());
  },
  get location() {
    return location;
  },
  get local() {
    return local();
  },
  get session() {
    return session();
  },
  clock: systemClock,
};
