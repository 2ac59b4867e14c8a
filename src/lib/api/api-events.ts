// The typed events the request layer raises; features render them (ARCHITECTURE: the core emits).
import { createNanoEvents, type Emitter } from 'nanoevents';
import { NETWORK_ERROR_KEY, NETWORK_OFFLINE_KEY, PLEASE_LOGIN_KEY, UNKNOWN_ERROR_KEY } from './error-catalogue';

export interface ApiAlert {
  /** Translation key of the title ("ui.notice" ...). */
  titleKey?: string;
  /** The server's own message, shown as it is. */
  message?: string;
  /** Translation key of the message when there is no server message. */
  messageKey?: string;
  /** What confirming the alert does. */
  onConfirm?: 'goToLogin';
}

export interface ApiEvents {
  alert(alert: ApiAlert): void;
  /** Session storage was cleared; the alert that follows sends the player to /m/login. */
  forcedLogout(): void;
  domainNotAvailable(): void;
  /** A passing notice (network_offline for 1.5 s). */
  offline(notice: { messageKey: typeof NETWORK_OFFLINE_KEY; durationMs: number }): void;
}

export type ApiEmitter = Emitter<ApiEvents>;
export const createApiEvents = (): ApiEmitter => createNanoEvents<ApiEvents>();

/** Translation keys of the alerts (SPEC 2 "UI strings", SPEC 8). */
export const ALERT_KEYS = {
  notice: 'ui.notice',
  internetLost: 'ui.internetLost',
  networkError: NETWORK_ERROR_KEY,
  unknownError: UNKNOWN_ERROR_KEY,
  pleaseLogin: PLEASE_LOGIN_KEY,
  offline: NETWORK_OFFLINE_KEY,
} as const;
