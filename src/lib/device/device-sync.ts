// SPEC 4 "Device id": "A hidden frame may sync the id across domains; this is skipped for app user agents and
// for Safari." A merchant's first domain keeps its id in a cookie a third-party frame can read; pages on its
// other registrable domains ask a hidden frame of it for that id and adopt it (docs/decisions.md).
import type { DeviceSyncTarget } from '../../config/client';
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH, DEVICE_SYNC_TIMEOUT_MS } from '../../config/constants';
import type { KeyValueStore } from '../storage/types';
import { STORAGE_KEYS } from '../storage/keys';
import type { Clock } from '../time/clock';
import { nativeAppVersion } from './app-version';
import { cookieDomain, ensureDeviceId, readCookie, type DeviceIdDeps } from './device-id';
import { inNativeApp, isIPad, iosVersion } from './platform';

/** The sync page of the first domain (outside the service worker's /m/ scope: always from the network). */
export const DEVICE_SYNC_PATH = '/device-sync';
/** The `type` of the messages between a page and the sync frame, both ways. */
export const DEVICE_SYNC_MESSAGE = 'deviceIdSync';
/** The first domain's copy of its id, readable in a third-party frame (SameSite=None; Secure). */
export const DEVICE_SYNC_COOKIE = 'deviceIdSync';

/** An id that came through a message: 36 letters, digits or hyphens (a UUID's alphabet), nothing else. */
export const SYNCABLE_DEVICE_ID = new RegExp(`^[A-Za-z0-9-]{${DEVICE_ID_LENGTH}}$`);
export const isSyncableDeviceId = (id: unknown): id is string => typeof id === 'string' && SYNCABLE_DEVICE_ID.test(id);

/**
 * The sync copy's attributes: SameSite=None so the first domain's frame sees it under another site, which
 * browsers allow only with Secure; the registrable domain and the 365 days of SPEC 9's device-id cookie.
 */
export const deviceSyncCookieAttributes = (domain: string) =>
  `; max-age=${DEVICE_ID_COOKIE_DAYS * 86_400}; path=/; domain=${domain}; SameSite=None; Secure`;

/**
 * Safari, and every iOS / iPadOS browser (all are WebKit and block third-party cookies the same way): the frame
 * could never read the first domain's copy there, so SPEC 4 skips it.
 */
export function isSafari(userAgent: string, maxTouchPoints: number): boolean {
  if (iosVersion(userAgent) !== undefined || isIPad(userAgent, maxTouchPoints)) return true;
  return /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) && !/\b(Chrome|Chromium|Edg|OPR|Android)\//.test(userAgent);
}

/** Where a page runs, as the sync needs it. */
export interface SyncPlace {
  hostname: string;
  protocol: string;
  /** location.search: the native shell's inApp parameter. */
  search: string;
  userAgent: string;
  maxTouchPoints: number;
  /** The merchant's registrable domains (ClientMerchant.cookieDomains). */
  cookieDomains: readonly string[];
  session: KeyValueStore;
}

/** What a page does: keep the copy (on the first domain's registrable domain) or ask the frame for it. */
export type SyncRole = 'keep' | 'ask';
export type SyncSkip = 'app' | 'safari' | 'insecure' | 'foreign_host' | 'done_this_session';

/** SPEC 4: which part of the sync this page plays, or why it plays none. */
export function deviceSyncRole(place: SyncPlace, target: DeviceSyncTarget): { role: SyncRole } | { skip: SyncSkip } {
  if (inNativeApp(place.search) || nativeAppVersion(place.userAgent)) return { skip: 'app' };
  if (isSafari(place.userAgent, place.maxTouchPoints)) return { skip: 'safari' };
  // The copy is Secure: a page over http can neither write it nor be answered by the https frame.
  if (place.protocol !== 'https:') return { skip: 'insecure' };
  const domain = cookieDomain(place.hostname, place.cookieDomains);
  if (!domain) return { skip: 'foreign_host' };
  if (readFlag(place.session)) return { skip: 'done_this_session' };
  return { role: domain === target.cookieDomain ? 'keep' : 'ask' };
}

const readFlag = (session: KeyValueStore) => {
  try {
    return session.getItem(STORAGE_KEYS.deviceSync) === '1';
  } catch {
    return false;
  }
};

/** At most one sync per tab session, whatever its outcome: a frame on every page would be waste. */
export function markDeviceSyncDone(session: KeyValueStore): void {
  try {
    session.setItem(STORAGE_KEYS.deviceSync, '1');
  } catch {
    // not remembered: the next page syncs again, which is harmless
  }
}

/**
 * On the first domain: this page's id (local storage, else its cookie), else the sync copy a frame adopted for
 * it earlier, else a new one; written back to all three, so the frame always answers with this domain's id.
 */
export function keepDeviceSyncCopy(deps: DeviceIdDeps, target: DeviceSyncTarget): string {
  const copy = readCookie(deps.document.cookie, DEVICE_SYNC_COOKIE);
  const id = ensureDeviceId({ ...deps, generate: () => (isSyncableDeviceId(copy) ? copy : deps.generate()) });
  deps.document.cookie = `${DEVICE_SYNC_COOKIE}=${id}${deviceSyncCookieAttributes(target.cookieDomain)}`;
  return id;
}

/** A message event as the page sees it. */
export interface SyncMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The hidden frame: its window (to tell its messages apart), and what the page can do with it. */
export interface SyncFrame {
  window: unknown;
  post(message: unknown, targetOrigin: string): void;
  onLoad(callback: () => void): void;
  remove(): void;
}

export interface AskDeps {
  target: DeviceSyncTarget;
  /** This page's id (ensureDeviceId): sent, so a first domain without one adopts it. */
  ownId: string;
  openFrame(url: string): SyncFrame;
  /** Listens to the page's message events; returns the way to stop. */
  listen(handler: (message: SyncMessage) => void): () => void;
  /** Local storage and cookie, through adoptDeviceId. */
  adopt(id: string): void;
  clock: Clock;
}

export type AskOutcome = 'adopted' | 'unchanged' | 'timeout';

/**
 * On another registrable domain: a hidden frame of the first domain gets this page's id and answers with the
 * canonical one, which is adopted. Only its own frame's answer from the first domain's origin with a syncable
 * id counts; anything else is ignored. The frame goes once answered, or after DEVICE_SYNC_TIMEOUT_MS.
 */
export function askForDeviceId(deps: AskDeps): Promise<AskOutcome> {
  return new Promise((resolve) => {
    const frame = deps.openFrame(`${deps.target.origin}${DEVICE_SYNC_PATH}`);
    const finish = (outcome: AskOutcome) => {
      stop();
      deps.clock.clearTimeout(timer);
      frame.remove();
      resolve(outcome);
    };
    const stop = deps.listen(({ origin, source, data }) => {
      if (origin !== deps.target.origin || source !== frame.window) return;
      const reply = data as { type?: unknown; deviceId?: unknown } | null;
      if (typeof reply !== 'object' || reply === null || reply.type !== DEVICE_SYNC_MESSAGE) return;
      if (!isSyncableDeviceId(reply.deviceId)) return;
      const changed = reply.deviceId !== deps.ownId;
      if (changed) deps.adopt(reply.deviceId);
      finish(changed ? 'adopted' : 'unchanged');
    });
    const timer = deps.clock.setTimeout(() => finish('timeout'), DEVICE_SYNC_TIMEOUT_MS);
    // The target origin makes the browser drop the id if the frame ever holds another origin's page.
    frame.onLoad(() => frame.post({ type: DEVICE_SYNC_MESSAGE, deviceId: deps.ownId }, deps.target.origin));
  });
}
