// The account calls of docs/api.md, on the page's request layer.
import type { ClientMerchant } from '../../config/client';
import type { LoginValue, MemberInfo } from '../../lib/session/session-info';
import { apiClient } from '../../stores/api';

export const AUTH_PATHS = {
  login: '/wps/session/login',
  verify: '/wps/session/login/verification',
  logout: '/wps/session/logout',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  autoUsername: '/wps/member/register/autoUsername',
  checkUsername: '/wps/member/register/checkUsername',
  sms: '/wps/verification/sms/noLogin',
  info: '/wps/member/info',
  password: '/wps/member/password',
  captcha: '/wps/captcha/geetest',
} as const;

/** SPEC 7 ModuleId headers of the two registrations. */
export const MODULE_IDS = { register: 'REG3', registerMobile: 'MOBILENUMREG3' } as const;

export type Api = ReturnType<typeof apiClient>;
export const accountApi = (merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>) => apiClient(merchant);

export interface RegisterValue extends Partial<LoginValue> {
  id: number;
  customerId: string;
  userName: string;
}

export interface VerificationDetails {
  required: ('email' | 'authenticator' | 'sms')[];
  email?: string;
  mobileNum?: string;
}

export const fetchMemberInfo = (api: Api) => api.get<MemberInfo>(AUTH_PATHS.info, { alert: false });
