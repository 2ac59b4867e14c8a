// The member centre's own call (SPEC 7 CCSFE_getListAnnouncements), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';
import { serviceNotices, type ServiceNotice } from '../../lib/content/service-notices';

export const serviceNoticesCall = {
  method: 'GET',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  answer: 'serviceNotices',
  member: true,
} as const satisfies OperatorCall;
/** The member's notices from customer service, with the session token (SPEC 7 names no query); the card shows a failure. */
export async function fetchServiceNotices(api: ApiClient): Promise<ServiceNotice[]> {
  return serviceNotices(await api.get<unknown>(serviceNoticesCall.path, { cache: true, alert: false }));
}
