// The alerts and notices the request layer raises for the page (filled by flows/session/page-client.ts).
import { atom } from 'nanostores';
import type { ApiAlert } from '../lib/api/api-events';

/** Alerts waiting to be shown, oldest first (rendered by the status feature's AlertHost). */
export const $alerts = atom<ApiAlert[]>([]);
/** A passing notice (network_offline), as a translation key. */
export const $notice = atom<{ messageKey: string; durationMs: number } | undefined>(undefined);
/** Set when the system status says the domain is not available (SPEC 8). */
export const $domainNotAvailable = atom(false);

export const dismissAlert = () => $alerts.set($alerts.get().slice(1));
