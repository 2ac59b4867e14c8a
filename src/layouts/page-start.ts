// What every page does first, before its islands: the guard, the startup query, the service worker,
// auto-login and the start language (SPEC 2, 3, 4, 7).
import { readSavedLogin } from '../lib/auth/saved-login';
import { HOME_PATH } from '../config/routes';
import { fullscreenRequested } from '../lib/device/platform';
import { registerServiceWorker } from '../lib/pwa/register-worker';
import { loggedOutSince, watchLogouts } from '../lib/session/logout-everywhere';
import { attachLanguagePick } from './language-pick';
import { applyPageGuard } from '../lib/routing/page-guard';
import { local, session } from '../lib/storage/guarded-storage';
import { readStartupParams } from '../lib/storage/startup-params';
import { $language } from '../stores/language';
import { pageMerchant } from '../lib/page/page-merchant';
import { reportMissingChunk } from '../stores/refresh';
import { $session, currentToken, endSession, sessionLifecycle } from '../stores/session';

/** Ends this tab's session when a logout in another tab came after it began (issue 25); says whether it did. */
function endIfLoggedOutElsewhere(): boolean {
  if (!loggedOutSince($session.get(), local())) return false;
  endSession();
  return true;
}

export function startPage(): void {
  // Issue 41: Vite reports every import() that failed; one whose chunk a release removed is answered once, with
  // the refresh dialog, whichever part of the page asked for it.
  window.addEventListener('vite:preloadError', (event) => reportMissingChunk(event.payload));
  readStartupParams(location.search, location.hostname, { local: local(), session: session() });
  // Before the guard reads the session: a member page then sends this tab to login, as after a logout.
  endIfLoggedOutElsewhere();
  watchLogouts(window, () => {
    if (endIfLoggedOutElsewhere()) location.assign(HOME_PATH);
  });
  applyPageGuard();
  registerServiceWorker(document.documentElement.dataset);
  // SPEC 4 "Session and chat": a page that opens with a token starts the session effects.
  sessionLifecycle.setToken(currentToken());
  const merchant = pageMerchant();
  // The static parts (header, tab bar, heading, title, lang and dir) follow each switch, as the islands do.
  attachLanguagePick(merchant, $language);
  $language.listen((language) => {
    if (language)
      void import('./apply-language').then(
        ({ applyPageLanguage }) => applyPageLanguage(document, language),
        reportMissingChunk,
      );
  });
  // The home's lists are asked for before hydration (a first tile some 0.5 s sooner on a slow phone), in the
  // language the page will show: its answers (game names, banners) are in the Language the call names.
  const askHomeLists = () => {
    if (document.documentElement.dataset['island'] === 'HomeScreen')
      void import('../features/home/home-requests').then(({ askEarly }) => askEarly(merchant), reportMissingChunk);
  };
  // SPEC 4's start language, after the first paint; a merchant of one language has nothing to choose.
  if (merchant.languages.length > 1)
    void import('../flows/session/follow-language')
      .then(({ followStartLanguage }) => followStartLanguage(merchant), reportMissingChunk)
      .then(askHomeLists);
  else askHomeLists();
  // SPEC 9: a home-screen start asking for fullscreen gets it on a tap; the code loads only for such a start.
  if (fullscreenRequested(location.search))
    void import('../lib/device/fullscreen-tap').then(
      ({ watchFullscreenTaps }) => watchFullscreenTaps(document),
      reportMissingChunk,
    );
  // The login code loads only when there is a saved login to use.
  if (readSavedLogin(local()))
    void import('../flows/sign-in/auto-login').then(({ autoLogin }) => autoLogin(merchant), reportMissingChunk);
}
