// The social sign-in flows, loaded on the first tap of a provider or when a provider sent the player back.
import type { ConfirmationResult } from 'firebase/auth';
import type { ClientMerchant } from '../../../config/client';
import { LOGIN_PATH } from '../../../config/routes';
import { isApiError } from '../../../lib/api/api-error';
import {
  COMING_SOON_KEY,
  NOT_SUPPORT_INCOGNITO,
  POPUP_BLOCKED_KEY,
  TELEGRAM_VALIDATE_FAILED,
  UNKNOWN_ERROR_KEY,
} from '../../../lib/api/error-catalogue';
import { inNativeApp } from '../../../lib/device/platform';
import type { Translate } from '../../../lib/i18n/translator';
import type { SocialIdentity } from '../../../lib/social/identity';
import { detectIncognito, socialLoginBlock } from '../../../lib/social/incognito';
import { lineAuthorizeUrl } from '../../../lib/social/line';
import { NO_SMS_CONFIRMATION, providerError, providerErrorLines } from '../../../lib/social/provider-errors';
import { startSso } from '../../../lib/social/sso-state';
import { telegramAuthUrl, type TelegramSetting } from '../../../lib/social/telegram';
import type { UnboundPlan } from '../../../lib/social/unbound';
import { STORAGE_KEYS } from '../../../lib/storage/keys';
import { apiEvents } from '../../../flows/session/page-client';
import type { PageEffects } from '../../../flows/session/page-effects';
import type { Api } from '../../../flows/sign-in/api';
import { captchaRequired } from '../../../flows/sign-in/captcha-rules';
import { failureMessage } from '../../../flows/sign-in/login';
import { createWithIdentity } from '../../../flows/sign-in/social/create-account';
import { readPageReturn, withoutReturn } from './page-return';
import { PROVIDER_NAMES, unsupportedInApp, type ButtonProvider } from './sign-in-providers';
import { exchangeLineCode, refreshMayaTokens } from '../../../flows/sign-in/social/api';
import { socialLogIn, type SocialOutcome } from '../../../flows/sign-in/social/social-login';
import type { SocialRequest } from '../../../flows/sign-in/social/social-payload';
import { awaitTelegramResult, openTelegramPopup, relayTelegramResult } from './telegram-popup';

/** What a flow reads and changes of the page's sign-in state (useSocialSignIn). */
export interface FlowContext {
  api: Api;
  /** The page's address, navigation and storage (usePage()). */
  page: Pick<PageEffects, 'location' | 'local' | 'session'>;
  merchant: ClientMerchant;
  t: Translate;
  setError: (message: string | undefined) => void;
  setPhoneError: (message: string | undefined) => void;
  setChoice: (choice: Extract<UnboundPlan, { kind: 'choose' }> | undefined) => void;
  setPending: (identity: SocialIdentity | undefined) => void;
  telegram: { current: Promise<TelegramSetting> | undefined };
  confirmation: { current: ConfirmationResult | undefined };
}

const loadFirebase = () => import('./firebase-sign-in');
const alertKey = (messageKey: string) => apiEvents.emit('alert', { messageKey });
/** The login page: LINE's callback and Telegram's return_to. */
const loginUrl = (ctx: FlowContext) => new URL(LOGIN_PATH, ctx.page.location.href).toString();
/** A failed Firebase sign-in: the brand's, or SMS for the phone (as the pending-identity notice names it). */
type FailedProvider = 'google' | 'facebook' | 'twitter' | 'phone';
function showProviderError(
  ctx: FlowContext,
  provider: FailedProvider,
  caught: unknown,
  show: (message: string | undefined) => void,
) {
  const name = provider === 'phone' ? 'SMS' : PROVIDER_NAMES[provider];
  show(providerErrorLines(providerError(caught), ctx.t, name)?.join('\n'));
}

/** Where an outcome leads: the next page, an alert, the error in place, or the unbound identity's plan. */
async function follow(ctx: FlowContext, outcome: SocialOutcome): Promise<void> {
  if (outcome.kind === 'success') return ctx.page.location.assign(outcome.target);
  if (outcome.kind === 'failed') {
    // SPEC 8: telegram_validate_failed alerts (its stored auth is already cleared); the rest show in place.
    if (outcome.error.errorCode === TELEGRAM_VALIDATE_FAILED) return alertKey(TELEGRAM_VALIDATE_FAILED);
    return ctx.setError(failureMessage(outcome.error, ctx.t));
  }
  ctx.setPending(outcome.identity);
  // A registration behind a captcha cannot be made without the player: the form takes over.
  const captcha = captchaRequired(ctx.merchant, 'register');
  if (outcome.plan.kind === 'create' && !captcha) return follow(ctx, await createWithIdentity(ctx.api, ctx.merchant));
  const register =
    outcome.plan.kind === 'create' || (captcha && outcome.plan.register) ? 'form' : outcome.plan.register;
  ctx.setChoice({ kind: 'choose', register });
}

async function logIn(ctx: FlowContext, request: SocialRequest) {
  const outcome = await socialLogIn(ctx.api, ctx.merchant, request);
  if (outcome.kind === 'success' && request.provider === 'maya')
    void refreshMayaTokens(ctx.api, request.env).catch(() => undefined);
  await follow(ctx, outcome);
}

/** The page a provider sent the player back to: LINE's code, Telegram's result, a mini-app or Maya launch. */
export async function landing(ctx: FlowContext): Promise<void> {
  const { location } = ctx.page;
  if (relayTelegramResult(location)) return; // this page is Telegram's popup: the opener signs in
  const back = readPageReturn(ctx.merchant, location, ctx.page.session, navigator.userAgent);
  if (!back) return;
  history.replaceState(history.state, '', withoutReturn(location.href));
  if (back.kind === 'line-refused') return ctx.setError(ctx.t('social.lineStateMismatch'));
  if (back.kind === 'line-cancelled') return undefined;
  if (back.kind === 'login') return logIn(ctx, back.request);
  return lineLogIn(
    ctx,
    back.kind === 'line-code' ? { code: back.code, redirectUri: loginUrl(ctx) } : { accessToken: back.accessToken },
  );
}

/** LINE's code or access token becomes a session token (SPEC 7 WPS3RD_verifyLineCode), then login runs. */
async function lineLogIn(ctx: FlowContext, credential: Parameters<typeof exchangeLineCode>[1]): Promise<void> {
  let lineSessionToken: string;
  try {
    ({ lineSessionToken } = await exchangeLineCode(ctx.api, credential));
  } catch (caught) {
    // SPEC 4: line_invalid_token (a used or expired code or token) and other errors drop the stored token.
    ctx.page.local.removeItem(STORAGE_KEYS.lineSessionToken);
    return ctx.setError(isApiError(caught) ? failureMessage(caught, ctx.t) : String(caught));
  }
  return logIn(ctx, { provider: 'line', lineSessionToken });
}

/** The native app shell signed the player in to LINE and handed over the access token. */
export async function lineAccess(ctx: FlowContext, accessToken: string): Promise<void> {
  if (ctx.merchant.flags.LINELOGIN3 && ctx.merchant.social.line) await lineLogIn(ctx, { accessToken });
}

async function firebasePopup(ctx: FlowContext, channel: 'google' | 'facebook' | 'twitter') {
  const settings = ctx.merchant.social.firebase;
  if (!settings) return;
  let idToken: string;
  try {
    idToken = await (await loadFirebase()).popupIdToken(settings, channel);
  } catch (caught) {
    return showProviderError(ctx, channel, caught, ctx.setError);
  }
  await logIn(ctx, { provider: 'firebase', channel, idToken });
}

async function telegramWidget(ctx: FlowContext) {
  const setting = await ctx.telegram.current;
  if (!setting) return;
  const url = telegramAuthUrl(setting, ctx.page.location.origin, loginUrl(ctx));
  // An auth domain that is not Telegram's: the operator's setting is wrong, and nothing opens.
  if (!url) return alertKey(UNKNOWN_ERROR_KEY);
  const popup = openTelegramPopup(url);
  if (!popup) return alertKey(POPUP_BLOCKED_KEY);
  const telegramAuth = await awaitTelegramResult(popup, ctx.page.location.origin);
  if (telegramAuth) await logIn(ctx, { provider: 'telegram', telegramAuth });
}

/** A tap on a provider's button. */
export async function start(ctx: FlowContext, provider: ButtonProvider): Promise<void> {
  const { location, session } = ctx.page;
  if (unsupportedInApp(provider, inNativeApp(location.search), navigator.userAgent)) return alertKey(COMING_SOON_KEY);
  if (socialLoginBlock(await detectIncognito())) return alertKey(NOT_SUPPORT_INCOGNITO);
  if (provider === 'telegram') return telegramWidget(ctx);
  if (provider !== 'line') return firebasePopup(ctx, provider);
  const line = ctx.merchant.social.line;
  if (line)
    location.assign(lineAuthorizeUrl({ ...line, redirectUri: loginUrl(ctx) }, startSso(session, STORAGE_KEYS.lineSso)));
}

/** Makes the Firebase Auth ahead of the tap, so its popup opens while the tap still counts. */
export async function warm(ctx: FlowContext, provider: ButtonProvider) {
  const settings = ctx.merchant.social.firebase;
  if (settings && provider !== 'line' && provider !== 'telegram') (await loadFirebase()).prepare(settings);
}

export const registerDirectly = async (ctx: FlowContext) =>
  follow(ctx, await createWithIdentity(ctx.api, ctx.merchant));

/** Firebase phone sign-in: sends the SMS code to the E.164 number; resolves to whether it went out. */
export async function sendPhoneCode(ctx: FlowContext, phoneNumber: string): Promise<boolean> {
  const settings = ctx.merchant.social.firebase;
  if (!settings) return false;
  try {
    ctx.confirmation.current = await (await loadFirebase()).sendPhoneCode(settings, phoneNumber);
    return true;
  } catch (caught) {
    showProviderError(ctx, 'phone', caught, ctx.setPhoneError);
    return false;
  }
}

export async function confirmPhone(ctx: FlowContext, code: string): Promise<void> {
  const sent = ctx.confirmation.current;
  // SPEC 8: a code confirmed before any SMS went out is auth/code-expired.
  if (!sent) return showProviderError(ctx, 'phone', { code: NO_SMS_CONFIRMATION }, ctx.setPhoneError);
  let idToken: string;
  try {
    idToken = await (await loadFirebase()).confirmPhoneCode(sent, code);
  } catch (caught) {
    return showProviderError(ctx, 'phone', caught, ctx.setPhoneError);
  }
  await logIn(ctx, { provider: 'firebase', channel: 'phone', idToken });
}
