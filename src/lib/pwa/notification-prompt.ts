// SPEC 4 "Notification permission": the permission is asked at most once a day; granted leads to push
// registration, anything else to the notification_request_tips alert (SPEC 8).
import { NOTIFICATION_PROMPT_INTERVAL_MS } from '../../config/constants';
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';

export interface NotificationPromptFacts {
  /** The merchant configures push (sender id and VAPID key). */
  pushConfigured: boolean;
  /** A member is logged in: push tokens are bound to members. */
  member: boolean;
  permission: NotificationPermission | 'unsupported';
  /** When the modal was last offered, if ever. */
  lastOfferedAt: number | undefined;
  now: number;
}

/** Offered when push can follow, the browser has not granted it yet, and not within the last day. */
export function mayOfferNotificationPrompt(facts: NotificationPromptFacts): boolean {
  if (!facts.pushConfigured || !facts.member) return false;
  if (facts.permission === 'unsupported' || facts.permission === 'granted') return false;
  return facts.lastOfferedAt === undefined || facts.now - facts.lastOfferedAt >= NOTIFICATION_PROMPT_INTERVAL_MS;
}

export function lastNotificationPromptAt(storage: GuardedStorage): number | undefined {
  const value = Number(storage.getItem(STORAGE_KEYS.notificationPromptAt));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Offering counts, whatever the answer (or none): the day starts when the modal shows. */
export const recordNotificationPrompt = (storage: GuardedStorage, now: number) =>
  storage.write(STORAGE_KEYS.notificationPromptAt, String(now));

/** What follows the browser's answer. */
export const afterPermissionAnswer = (answer: NotificationPermission): 'register' | 'tips' =>
  answer === 'granted' ? 'register' : 'tips';
