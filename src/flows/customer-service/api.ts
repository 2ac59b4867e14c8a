// The customer-service and cashier calls (SPEC 4 "Customer service", SPEC 7 CBS relay), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';

export const launchChatCall = {
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  answer: 'launchChat',
  member: true,
} as const satisfies OperatorCall;
/** The operator's chat or inbox URL for a title and the page to come back to; undefined when the call fails. */
export const fetchLaunchChat = (api: ApiClient, query: { b2c: 1; title: string; backUrl: string; language: string }) =>
  api.get<{ url: string | null }>(launchChatCall.path, { query, alert: false }).catch(() => undefined);

export const customerServiceScriptCall = {
  method: 'GET',
  path: '/wps/relay/WPSCORE_getCustomerServiceScript',
  answer: 'customerServiceItems',
} as const satisfies OperatorCall;
export const fetchCustomerServiceScript = (api: ApiClient) =>
  api.get<unknown>(customerServiceScriptCall.path, { alert: false, cache: true });

// Sandbox choice (docs/api.md): SPEC 3 names the deposit settings by purpose only.
export const depositSettingsCall = {
  method: 'GET',
  path: '/wps/member/depositSettings',
  member: true,
} as const satisfies OperatorCall;
export const fetchDepositSettings = (api: ApiClient) =>
  api.get<{ totalDepositSuccessCount?: unknown }>(depositSettingsCall.path, { alert: false });

export const unreadCountCall = {
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  answer: 'unreadCount',
  member: true,
} as const satisfies OperatorCall;
export const fetchUnreadCount = (api: ApiClient) =>
  api.get<{ count?: unknown }>(unreadCountCall.path, { alert: false });
