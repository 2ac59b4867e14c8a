// The PWA feature's calls (SPEC 5 push, the download bar, the operator's manifest), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { DownloadLink } from '../../lib/api/contract/content-answers';
import type { ApiClient, SendOptions } from '../../lib/api/request';

/** The operator's web manifest itself (no {success, value} envelope): fetched plainly by operator-name.ts. */
export const operatorManifestCall = {
  method: 'GET',
  path: '/wps/system/manifest.json',
} as const satisfies OperatorCall;

export const downloadSettingCall = {
  method: 'GET',
  path: '/wps/relay/WPSCORE_getDownloadSetting',
  answer: 'downloadLinks',
} as const satisfies OperatorCall;
/** WPSCORE_getDownloadSetting {domain} for this host; no links when the call fails. */
export const fetchDownloadSetting = (api: ApiClient, domain: string) =>
  api
    .get<DownloadLink[]>(downloadSettingCall.path, { query: { domain }, cache: true, auth: false, alert: false })
    .catch((): DownloadLink[] => []);

const pushCall = <Path extends `/wps/relay/${string}`>(path: Path) =>
  ({ method: 'POST', path, member: true, changesState: true }) as const satisfies OperatorCall;
export const fcmBindCall = pushCall('/wps/relay/CSP_fcmBind');
export const fcmSubscribeCall = pushCall('/wps/relay/CSP_fcmSubscribe');
export const fcmUnsubscribeCall = pushCall('/wps/relay/CSP_fcmUnsubscribe');

/** The push relay of SPEC 5: bind the device's token, subscribe it to a topic, unsubscribe it from all. */
export const pushCalls = (api: ApiClient, options: SendOptions) => ({
  bind: (registrationToken: string) => api.post(fcmBindCall.path, { registrationToken }, options),
  subscribe: (registrationToken: string, topic: string) =>
    api.post(fcmSubscribeCall.path, { registrationToken, topic }, options),
  unsubscribe: (registrationToken: string) =>
    api.post(fcmUnsubscribeCall.path, { registrationToken, unsubscribeAll: true }, options),
});
