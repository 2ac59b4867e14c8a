// The tracking calls (SPEC 4 "Tracking", SPEC 7 "System"), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient, Query } from '../../lib/api/request';

/** POST {merchant, value}, sent as a beacon (so not through the request layer). */
export const collectCall = {
  method: 'POST',
  path: '/wps/system/collect',
  changesState: true,
} as const satisfies OperatorCall;
/** The beacon's URL on the merchant's API. */
export const collectUrl = (merchant: { apiBaseUrl: string }) => `${merchant.apiBaseUrl}${collectCall.path}`;

/** The fallback of a refused beacon: the event's fields as a query. */
export const pingCall = {
  method: 'GET',
  path: '/wps/system/test/ping',
  changesState: true,
} as const satisfies OperatorCall;
export const sendPing = (api: ApiClient, query: Query, timeoutMs: number) =>
  api.get(pingCall.path, { query, alert: false, retry: false, timeoutMs });
