// Firebase Auth, loaded on the first tap of a Firebase sign-in (no firebase byte in any first load).
import { initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  TwitterAuthProvider,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';
import type { FirebaseSettings } from '../../../config/schema/social';

let auth: Auth | undefined;

/** One Auth per page; in memory only: the provider proves the identity once, the app keeps its own session. */
function authOf(settings: FirebaseSettings): Auth {
  if (auth) return auth;
  const { apiKey, authDomain, projectId, appId, messagingSenderId } = settings;
  const app = initializeApp({ apiKey, authDomain, projectId, appId, messagingSenderId });
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (settings.emulator) connectAuthEmulator(auth, settings.emulator, { disableWarnings: true });
  return auth;
}

/** Creates the Auth ahead of the tap, so the popup opens while the tap still counts as the player's. */
export const prepare = (settings: FirebaseSettings) => void authOf(settings);

const PROVIDERS = {
  google: () => new GoogleAuthProvider(),
  facebook: () => new FacebookAuthProvider(),
  twitter: () => new TwitterAuthProvider(),
};
export type PopupChannel = keyof typeof PROVIDERS;

/** Signs in through the provider's popup; resolves to the ID token for /wps/session/login. */
export async function popupIdToken(settings: FirebaseSettings, channel: PopupChannel): Promise<string> {
  const credential = await signInWithPopup(authOf(settings), PROVIDERS[channel]());
  return credential.user.getIdToken();
}

/** Sends the SMS code through Firebase behind its invisible captcha; `phoneNumber` is the E.164 number. */
export async function sendPhoneCode(settings: FirebaseSettings, phoneNumber: string): Promise<ConfirmationResult> {
  const container = document.createElement('div');
  document.body.append(container);
  const verifier = new RecaptchaVerifier(authOf(settings), container, { size: 'invisible' });
  try {
    return await signInWithPhoneNumber(authOf(settings), phoneNumber, verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string): Promise<string> {
  return (await confirmation.confirm(code)).user.getIdToken();
}
