// SPEC 4 "Install prompt": the page's one capture of the browser's deferred prompt. The inline head script
// (EarlyCapture.astro) holds a prompt that fired before this chunk loaded; from here on this capture has it.
import type { ClientMerchant } from '../../../config/client';
import {
  captureInstallPrompt,
  EARLY_PROMPT_GLOBAL,
  markInstallDone,
  type BeforeInstallPromptEvent,
  type InstallPromptCapture,
} from '../../../lib/pwa/install-prompt';
import type { PageEffects } from '../../../flows/session/page-effects';
import { track } from '../../../flows/tracking/track';

let capture: InstallPromptCapture | undefined;

/** Starts the capture once per page; appinstalled marks the install done and tracks a2hsFirstOpen. */
export function installCapture(merchant: ClientMerchant, page: Pick<PageEffects, 'local'>): InstallPromptCapture {
  const early = (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[EARLY_PROMPT_GLOBAL];
  capture ??= captureInstallPrompt(
    window,
    {
      onInstalled: () => {
        markInstallDone(page.local);
        track(merchant, 'a2hsFirstOpen', {});
      },
    },
    early,
  );
  return capture;
}
