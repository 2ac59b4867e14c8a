// The sign-in flow's real page: this page as an AuthPage, and what a completed sign-in changes on it.
import type { ClientMerchant } from '../../config/client';
import { generateDeviceId } from '../../lib/device/device-id';
import { isStandalone } from '../../lib/device/platform';
import { local, session } from '../../lib/storage/guarded-storage';
import { systemClock } from '../../lib/time/clock';
import { $language } from '../../stores/language';
import { pageMerchant } from '../../lib/page/page-merchant';
import { $member, startSession } from '../../stores/session';
import { track } from '../tracking/track';
import { fetchMemberInfo } from '../session/api';
import type { Api } from './api';
import type { AuthPage } from './auth-page';
import type { Completion } from './complete-login';

/** This page, read at the moment of the call. */
export function browserAuthPage(): AuthPage {
  return {
    location,
    document,
    local: local(),
    session: session(),
    clock: systemClock,
    standalone: () => isStandalone(window),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    cookieDomains: pageMerchant().cookieDomains,
    generateDeviceId,
  };
}

/** The page a sign-in reads and what its completion changes: passed in, so a test plays it on a fake page. */
export interface SignInEnvironment {
  page: AuthPage;
  completion: Completion;
}

/** This page's sign-in environment. */
export const browserSignIn = (api: Api, merchant: ClientMerchant): SignInEnvironment => ({
  page: browserAuthPage(),
  completion: browserCompletion(api, merchant),
});

/** What a completed login or registration changes on this page: its session, member and tracked events. */
export function browserCompletion(api: Api, merchant: ClientMerchant): Completion {
  return {
    merchant,
    page: browserAuthPage(),
    language: () => $language.get(),
    startSession,
    renewMember: () =>
      void fetchMemberInfo(api)
        .then((info) => $member.set(info))
        .catch(() => undefined),
    track: (name, input) => track(merchant, name, input),
  };
}
