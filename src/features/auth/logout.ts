// Logging out: the server revokes the token, the page forgets the session (SPEC 4 effects run) and goes home.
import type { ClientMerchant } from '../../config/client';
import { HOME_PATH } from '../../lib/routing/guard';
import { endSession } from '../../stores/session';
import { accountApi, AUTH_PATHS } from './api';

export async function logOut(merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>): Promise<void> {
  await accountApi(merchant).post(AUTH_PATHS.logout, undefined, { alert: false }).catch(() => undefined);
  endSession();
  location.assign(HOME_PATH);
}
