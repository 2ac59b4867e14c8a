// The account calls of docs/api.md, on the page's request layer.
import type { ClientMerchant } from '../../config/client';
import { WPS } from '../../lib/api/endpoints';
import type { MemberInfo } from '../../lib/session/session-info';
import { apiClient } from '../session/page-client';

/** SPEC 7 ModuleId headers of the two registrations. */
export const MODULE_IDS = { register: 'REG3', registerMobile: 'MOBILENUMREG3' } as const;

export type Api = ReturnType<typeof apiClient>;
export const accountApi = (merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>) => apiClient(merchant);

export type { RegisterValue } from '../../lib/api/contract/session';

export interface VerificationDetails {
  required: ('email' | 'authenticator' | 'sms')[];
  email?: string;
  mobileNum?: string;
}

export const fetchMemberInfo = (api: Api) => api.get<MemberInfo>(WPS.memberInfo, { alert: false });
