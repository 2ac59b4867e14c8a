// SPEC 4 "Install prompt": the browser's deferred install prompt, polled at start, and what each answer does.
import {
  INSTALL_MODAL_PAUSE_MS,
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_PROMPT_POLL_TRIES,
} from '../../config/constants';
import { HOME_PATH, routePath } from '../../config/routes';
import type { KeyValueStore } from '../storage/types';
import { systemClock, type Clock } from '../time/clock';
import { STORAGE_KEYS } from '../storage/keys';

/** The deferred prompt of the beforeinstallprompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** SPEC 4: the install prompt is offered at init on these paths only. */
const INSTALL_PROMPT_PATHS: readonly string[] = ['/', HOME_PATH, `${routePath('index')}.html`];

/** SPEC 3 "Stored browser state", session flags: the prompt was declined; count of install-prompt dismissals. */
export const INSTALL_DECLINED_KEY = STORAGE_KEYS.installDeclined;
export const INSTALL_DISMISS_COUNT_KEY = STORAGE_KEYS.installDismissals;
/** SPEC 4: the installed event marks the install as done (localStorage: it outlives the session). */
const INSTALL_DONE_KEY = STORAGE_KEYS.installDone;

/**
 * The window property where the page's inline head script keeps a beforeinstallprompt that fired before the
 * lazily loaded install code listened (features/pwa/install/EarlyCapture.astro).
 */
export const EARLY_PROMPT_GLOBAL = '__a2hsPrompt';

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface InstallPromptCapture {
  /** The captured deferred prompt, until it is used or the app is installed. */
  current(): BeforeInstallPromptEvent | undefined;
  /** Forgets the prompt: it can be shown only once. */
  consume(): void;
  /** Whether the appinstalled event fired. */
  installed(): boolean;
  stop(): void;
}

export interface CaptureCallbacks {
  onPrompt?: (prompt: BeforeInstallPromptEvent) => void;
  /** SPEC 4: the installed event records a tracking event and marks the install as done. */
  onInstalled?: () => void;
}

/**
 * Captures beforeinstallprompt (keeping the browser's own banner away) and appinstalled on `target` (window);
 * `early` is a prompt caught before this ran.
 */
export function captureInstallPrompt(
  target: EventSource,
  callbacks: CaptureCallbacks = {},
  early?: BeforeInstallPromptEvent,
): InstallPromptCapture {
  let prompt: BeforeInstallPromptEvent | undefined = early;
  let installed = false;
  const onBeforeInstall = (event: Event) => {
    event.preventDefault();
    prompt = event as BeforeInstallPromptEvent;
    callbacks.onPrompt?.(prompt);
  };
  const onInstalled = () => {
    installed = true;
    prompt = undefined;
    callbacks.onInstalled?.();
  };
  target.addEventListener('beforeinstallprompt', onBeforeInstall);
  target.addEventListener('appinstalled', onInstalled);
  return {
    current: () => prompt,
    consume: () => {
      prompt = undefined;
    },
    installed: () => installed,
    stop: () => {
      target.removeEventListener('beforeinstallprompt', onBeforeInstall);
      target.removeEventListener('appinstalled', onInstalled);
    },
  };
}

export type InstallPromptAvailability =
  { status: 'available'; prompt: BeforeInstallPromptEvent } | { status: 'unavailable' };

/**
 * SPEC 4: at start, polls up to 20 times at 150 ms (checks at 150, 300 ... 3000 ms) for the prompt; a prompt
 * already captured is returned at once. Unavailable after the last try: the caller shows the modal anyway.
 */
export function waitForInstallPrompt(
  getPrompt: () => BeforeInstallPromptEvent | undefined,
  clock: Clock = systemClock,
): Promise<InstallPromptAvailability> {
  const initial = getPrompt();
  if (initial) return Promise.resolve({ status: 'available', prompt: initial });
  return new Promise((resolve) => {
    let tries = 0;
    const timer = clock.setInterval(() => {
      tries += 1;
      const prompt = getPrompt();
      if (prompt) {
        clock.clearInterval(timer);
        resolve({ status: 'available', prompt });
      } else if (tries >= INSTALL_PROMPT_POLL_TRIES) {
        clock.clearInterval(timer);
        resolve({ status: 'unavailable' });
      }
    }, INSTALL_PROMPT_POLL_INTERVAL_MS);
  });
}

const pathOf = (url: string) => {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

export interface InstallOfferContext {
  /** location.pathname (a query or hash is ignored). */
  path: string;
  maintenance: boolean;
  regionRestriction: boolean;
  sessionStore: KeyValueStore;
  /** Where the install-done mark lives; without it the mark is not consulted. */
  localStore?: KeyValueStore;
}

/**
 * SPEC 4: offered at init on /, /m/home and /m/index.html; skipped under maintenance or region restriction,
 * once the player declined it in this session (the session flag's purpose), and once the install is done.
 */
export function shouldOfferInstallPrompt(context: InstallOfferContext): boolean {
  if (context.maintenance || context.regionRestriction) return false;
  if (!INSTALL_PROMPT_PATHS.includes(pathOf(context.path))) return false;
  if (context.localStore && isInstallDone(context.localStore)) return false;
  return !wasInstallDeclined(context.sessionStore);
}

export function isInstallDone(localStore: KeyValueStore): boolean {
  try {
    return localStore.getItem(INSTALL_DONE_KEY) === '1';
  } catch {
    return false;
  }
}

/** SPEC 4: the installed event marks the install as done. */
export function markInstallDone(localStore: KeyValueStore): void {
  try {
    localStore.setItem(INSTALL_DONE_KEY, '1');
  } catch {
    // not remembered: the browser itself stops offering an installed app
  }
}

export type InstallPromptStart = InstallPromptAvailability | { status: 'skipped' };

/** The init step: skipped where it is not offered, else the result of polling for the prompt. */
export function startInstallPrompt(
  context: InstallOfferContext,
  capture: Pick<InstallPromptCapture, 'current'>,
  clock: Clock = systemClock,
): Promise<InstallPromptStart> {
  if (!shouldOfferInstallPrompt(context)) return Promise.resolve({ status: 'skipped' });
  return waitForInstallPrompt(() => capture.current(), clock);
}

export function wasInstallDeclined(sessionStore: KeyValueStore): boolean {
  try {
    return sessionStore.getItem(INSTALL_DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

export function installDismissCount(store: KeyValueStore): number {
  try {
    const count = Number.parseInt(store.getItem(INSTALL_DISMISS_COUNT_KEY) ?? '0', 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/** SPEC 4: declining sets the session flag and raises the dismiss counter; returns the new count. */
export function recordInstallDeclined(sessionStore: KeyValueStore): number {
  const count = installDismissCount(sessionStore) + 1;
  try {
    sessionStore.setItem(INSTALL_DECLINED_KEY, '1');
    sessionStore.setItem(INSTALL_DISMISS_COUNT_KEY, String(count));
  } catch {
    // not remembered: the prompt may be offered again on the next page
  }
  return count;
}

/**
 * SPEC 4 shows the modal "anyway" when the browser offers no prompt; a browser that never will (iOS, most
 * in-app browsers) would then ask every session. Closed, it waits INSTALL_MODAL_PAUSE_MS (docs/decisions.md).
 */
export function manualInstallDue(localStore: KeyValueStore, now: number): boolean {
  try {
    const closedAt = Number(localStore.getItem(STORAGE_KEYS.installModalClosedAt));
    return !(closedAt > 0 && now - closedAt < INSTALL_MODAL_PAUSE_MS);
  } catch {
    return true;
  }
}

export function recordManualInstallClosed(localStore: KeyValueStore, now: number): void {
  try {
    localStore.setItem(STORAGE_KEYS.installModalClosedAt, String(now));
  } catch {
    // not remembered: the modal may come back next session, as SPEC 4 has it
  }
}

export type InstallOutcome = 'installing' | 'dismissed' | 'unavailable';

/**
 * Shows the deferred prompt (once; it is consumed) and returns the answer: accepted -> 'installing' (the
 * caller shows the a2hs_installing notice), declined -> 'dismissed' after recording it, a prompt the
 * browser refuses to show -> 'unavailable'.
 */
export async function offerInstallPrompt(
  capture: Pick<InstallPromptCapture, 'current' | 'consume'>,
  sessionStore: KeyValueStore,
): Promise<InstallOutcome> {
  const prompt = capture.current();
  if (!prompt) return 'unavailable';
  capture.consume();
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') return 'installing';
  } catch {
    return 'unavailable';
  }
  recordInstallDeclined(sessionStore);
  return 'dismissed';
}
