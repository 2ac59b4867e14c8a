// Logging out: the server revokes the token, the page forgets the session (SPEC 4 effects run) and goes home.
// An explicit logout also forgets the saved login, or auto-login would sign the player straight back in, and
// ends the session of every other tab of this browser (the server has ended their tokens with the device's).
import type { ClientMerchant } from '../../config/client';
import { forgetLogin } from '../../lib/auth/saved-login';
import { HOME_PATH } from '../../config/routes';
import { recordLogout } from '../../lib/session/logout-everywhere';
import { local } from '../../lib/storage/guarded-storage';
import { beforeLogOut, endSession } from '../../stores/session';
import { LOGOUT_PUSH_WAIT_MS } from '../../config/constants';
import { accountApi, postLogout } from './api';

export async function logOut(merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>): Promise<void> {
  forgetLogin(local());
  await beforeLogOut(LOGOUT_PUSH_WAIT_MS);
  await postLogout(accountApi(merchant)).catch(() => undefined);
  endSession();
  recordLogout(local(), Date.now());
  location.assign(HOME_PATH);
}
