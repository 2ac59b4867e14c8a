// SPEC 9 "Splash hide": shown at least 1200 ms, then a 200 ms fade, written from the constants into the page.
import { SPLASH_FADE_MS, SPLASH_MIN_MS } from '../../../config/constants';

/** Marks a page of a standalone window that is not its first: the splash belongs to the start only. */
export const SPLASH_DONE_ATTRIBUTE = 'data-splash-done';

/**
 * Hidden everywhere but in an installed app's window (display-mode standalone) on its first page; the page
 * under it is already rendered, so after the minimum it fades away by CSS alone, even if no script runs.
 */
export const SPLASH_CSS =
  `.pwa-splash{display:none}` +
  `@media (display-mode:standalone){html:not([${SPLASH_DONE_ATTRIBUTE}]) .pwa-splash{display:flex;position:fixed;` +
  `inset:0;z-index:100;align-items:center;justify-content:center;pointer-events:none;` +
  `animation:pwa-splash-out ${SPLASH_FADE_MS}ms ease-in ${SPLASH_MIN_MS}ms forwards}}` +
  `@keyframes pwa-splash-out{to{opacity:0;visibility:hidden}}`;
