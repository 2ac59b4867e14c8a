// The chat feature's own call (SPEC 4 "Session and chat"), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';

// Sandbox choice (docs/api.md): SPEC 7 names the chat auth key by purpose only.
export const chatAuthKeyCall = {
  method: 'GET',
  path: '/wps/member/chat/authKey',
  member: true,
} as const satisfies OperatorCall;
/** The key the chat widgets identify the member with. */
export const fetchChatAuthKey = async (api: ApiClient) =>
  (await api.get<{ authKey: string }>(chatAuthKeyCall.path, { alert: false })).authKey;
