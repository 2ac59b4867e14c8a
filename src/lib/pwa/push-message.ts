// What the service worker shows for a pushed message, and where a click on it goes. The payload comes from
// the push provider on the operator's behalf: hostile like any data (text only; links stay in the app).
import { HOME_PATH } from '../../config/routes';
import { safeGoTarget } from '../routing/go-target';
import { iconUrl } from './manifest';

const TITLE_MAX = 120;
const BODY_MAX = 500;

export interface PushNotification {
  title: string;
  options: { body: string; icon: string; tag?: string; data: { link: string } };
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A same-origin /m/ path for a link of the payload (absolute on this origin, or a path); else the home page. */
export function appLink(raw: unknown, origin: string): string {
  if (typeof raw !== 'string') return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin) return HOME_PATH;
  return safeGoTarget(`${url.pathname}${url.search}${url.hash}`) ?? HOME_PATH;
}

/**
 * The notification of a push payload in the provider's web format ({notification: {title, body, icon,
 * click_action}, fcmOptions: {link}, data}); `fallbackTitle` (the app's name) when it names none.
 */
export function notificationOfPush(payload: unknown, origin: string, fallbackTitle: string): PushNotification {
  const message = record(payload);
  const notification = record(message['notification']);
  const data = record(message['data']);
  const icon = text(notification['icon'], 2048);
  const iconOnOrigin = icon && appLink(icon, origin) !== HOME_PATH ? new URL(icon, origin).pathname : '';
  const tag = text(message['collapse_key'], 100);
  return {
    title: text(notification['title'] ?? data['title'], TITLE_MAX) || fallbackTitle,
    options: {
      body: text(notification['body'] ?? data['body'], BODY_MAX),
      icon: iconOnOrigin || iconUrl(192),
      ...(tag ? { tag } : {}),
      data: {
        link: appLink(record(message['fcmOptions'])['link'] ?? notification['click_action'] ?? data['link'], origin),
      },
    },
  };
}

/** The window to use for a click: one already showing the app is focused (and sent to the link), else one opens. */
export function clickTarget(windows: readonly { url: string }[], origin: string): { focus: number } | { open: true } {
  const index = windows.findIndex((client) => client.url.startsWith(`${origin}/`));
  return index >= 0 ? { focus: index } : { open: true };
}
