// The status check's call (SPEC 4 "System status", SPEC 7), declared once.
import { STATUS_TIMING_HARD_STOP_MS } from '../../config/constants';
import type { OperatorCall } from '../../lib/api/call';
import type { SystemStatus } from '../../lib/api/contract/system-answers';
import type { ApiClient } from '../../lib/api/request';

export const systemStatusCall = {
  method: 'GET',
  path: '/wps/v2/system/status',
  answer: 'systemStatus',
} as const satisfies OperatorCall;

export type StatusQuery = { device: 'MOBILE'; track: string | undefined; originalDomain: string; url: string };
/** Never cached; it gives up at the status timing's hard stop. */
export const fetchSystemStatus = (api: ApiClient, query: StatusQuery) =>
  api.get<SystemStatus>(systemStatusCall.path, { query, timeoutMs: STATUS_TIMING_HARD_STOP_MS });
