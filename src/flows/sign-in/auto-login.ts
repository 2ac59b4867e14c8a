// SPEC 4 "Auto-login at start": with a saved login and all six conditions, log in without asking.
import type { ClientMerchant } from '../../config/client';
import { LOGIN_PATH, routePath } from '../../config/routes';
import { isAutoLoginTurnedOff, shouldAutoLogin } from '../../lib/auth/auto-login-rules';
import { savedPassword } from '../../lib/auth/remember-login';
import { readSavedLogin } from '../../lib/auth/saved-login';
import { readSession } from '../../lib/session/session-info';
import { local, session } from '../../lib/storage/guarded-storage';
import { accountApi } from './api';
import { captchaRequired } from './captcha-rules';
import { logIn } from './login';

const ACCOUNT_PAGES: readonly string[] = [LOGIN_PATH, routePath('register')];

/** Runs once per page start; on success a login or register page moves on to the post-login target. */
export async function autoLogin(merchant: ClientMerchant): Promise<void> {
  const query = new URLSearchParams(location.search);
  const saved = readSavedLogin(local());
  const input = {
    hasToken: Boolean(query.get('token') || query.get('tokens')),
    hasSession: Boolean(readSession(session())),
    query: {
      redirectUrl: query.get('redirectUrl') ?? undefined,
      backUrl: query.get('backUrl') ?? undefined,
      autoLogin: query.get('autoLogin') ?? undefined,
    },
    mobileAutoLogin: merchant.flags.MOBILEAUTOLOGIN3,
    savedLogin: saved,
    merchantCode: merchant.merchantCode,
    turnedOff: isAutoLoginTurnedOff(local()),
  };
  // A login captcha needs the player, so it rules auto-login out.
  if (!shouldAutoLogin(input) || captchaRequired(merchant, 'login')) return;
  // A password this browser cannot decrypt is dropped there, and the player logs in by hand.
  const password = await savedPassword(local(), input.savedLogin);
  if (!password) return;
  const outcome = await logIn(accountApi(merchant), merchant, {
    type: 'username',
    username: input.savedLogin.username,
    password,
    remember: true,
  });
  if (outcome.kind === 'success' && ACCOUNT_PAGES.includes(location.pathname.replace(/\.html$/, '')))
    location.replace(outcome.target);
}
