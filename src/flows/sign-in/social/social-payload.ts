// SPEC 7 "Session and registration": the bodies of the social logins, built from the page.
import type { FirebaseChannel } from '../../../lib/social/identity';
import { readRegInfo, readTrackingId } from '../../../lib/storage/startup-params';
import { loginDevice, loginDeviceId, registerUrl, type AuthPage } from '../auth-page';
import { deviceFields } from '../login-payload';

export type SocialRequest =
  | { provider: 'firebase'; channel: FirebaseChannel; idToken: string }
  | { provider: 'line'; lineSessionToken: string }
  | { provider: 'telegram'; telegramAuth: string }
  | { provider: 'maya'; sessionId: string; env: string | undefined };

/** Where the player came from: the registration fields the telegram and maya logins carry. */
function arrival(page: AuthPage) {
  const regInfo = readRegInfo(page.local);
  return { registerUrl: registerUrl(page), affiliateCode: regInfo?.affiliateCode, domain: page.location.hostname };
}

/** SPEC 3 "Login request" with type firebase: encrypted, with the Device header. */
export function firebaseLoginRequest(page: AuthPage, channel: FirebaseChannel, idToken: string) {
  const { payload, headers } = deviceFields(page);
  return { body: { type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken, ...payload }, headers };
}

export const lineLoginBody = (page: AuthPage, lineSessionToken: string) => ({
  lineSessionToken,
  loginDeviceId: loginDeviceId(page),
  device: loginDevice(page),
});

export function telegramLoginBody(page: AuthPage, telegramAuth: string) {
  const { registerUrl: url, affiliateCode, domain } = arrival(page);
  return {
    registerUrl: url,
    affiliateCode,
    domain,
    referralCode: readRegInfo(page.local)?.referralCode,
    telegramAuth,
    loginDeviceId: loginDeviceId(page),
    device: loginDevice(page),
    linkId: readTrackingId(page.local),
  };
}

export const mayaLoginBody = (page: AuthPage, sessionId: string, env: string | undefined) => ({
  sessionId,
  env,
  ...arrival(page),
  loginDeviceId: loginDeviceId(page),
  device: loginDevice(page),
});
