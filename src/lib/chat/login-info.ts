// SPEC 3 "Customer-service login info" and SPEC 4 "Session and chat": who the agent is talking to.
import type { MemberInfo } from '../session/session-info';
import { chatLanguage, type ChatLanguage } from './chat-language';

export interface CustomerServiceLoginInfo {
  user_id: string;
  user_name: string;
  language: ChatLanguage;
  /** The member's VIP label name; empty without one. */
  label_names: string;
}

/** What a chat widget gets when the token appears: the login info plus identity and the chat auth key. */
export interface ChatIdentity {
  loginInfo: CustomerServiceLoginInfo;
  /** The name the agent sees: the member's display name, else the user name. */
  displayName: string;
  authKey: string;
}

export function customerServiceLoginInfo(member: MemberInfo, language: string | undefined): CustomerServiceLoginInfo {
  return {
    user_id: String(member.customerId ?? member.id ?? ''),
    user_name: member.userName ?? member.account ?? '',
    language: chatLanguage(language),
    label_names: member.clubLabel?.labelName ?? '',
  };
}

export function chatIdentity(member: MemberInfo, language: string | undefined, authKey: string): ChatIdentity {
  const loginInfo = customerServiceLoginInfo(member, language);
  return { loginInfo, displayName: member.customerName || loginInfo.user_name, authKey };
}
