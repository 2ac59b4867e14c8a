// SPEC 7 "Session and registration": the bodies of the social logins, built from the page.
import type { FirebaseChannel } from '../../../lib/social/identity';
import { attribution, type HostAffiliate } from '../../../lib/auth/host-affiliate';
import { readRegInfo, readTrackingId } from '../../../lib/storage/startup-params';
import { loginDevice, loginDeviceId, registerUrl, type AuthPage } from '../auth-page';
import { deviceFields } from '../login-payload';

export type SocialRequest =
  | { provider: 'firebase'; channel: FirebaseChannel; idToken: string }
  | { provider: 'line'; lineSessionToken: string }
  | { provider: 'telegram'; telegramAuth: string }
  | { provider: 'maya'; sessionId: string; env: string | undefined };

/** Where the player came from: the registration fields the telegram and maya logins carry (the URL's codes first). */
function arrival(page: AuthPage, host: HostAffiliate) {
  const { affiliateCode, referralCode } = attribution(readRegInfo(page.local), host);
  return { registerUrl: registerUrl(page), affiliateCode, domain: page.location.hostname, referralCode };
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

export function telegramLoginBody(page: AuthPage, telegramAuth: string, host: HostAffiliate = {}) {
  const { registerUrl: url, affiliateCode, domain, referralCode } = arrival(page, host);
  return {
    registerUrl: url,
    affiliateCode,
    domain,
    referralCode,
    telegramAuth,
    loginDeviceId: loginDeviceId(page),
    device: loginDevice(page),
    linkId: readTrackingId(page.local),
  };
}

export function mayaLoginBody(page: AuthPage, sessionId: string, env: string | undefined, host: HostAffiliate = {}) {
  const { registerUrl: url, affiliateCode, domain } = arrival(page, host);
  return {
    sessionId,
    env,
    registerUrl: url,
    affiliateCode,
    domain,
    loginDeviceId: loginDeviceId(page),
    device: loginDevice(page),
  };
}
