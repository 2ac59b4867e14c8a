// SPEC 3 "Customer-service item" csType: how each chat provider is loaded, told who the member is, opened
// and logged out. Script providers run their own widget in the page from the script at the item's path;
// frame providers are a visitor chat page, shown in the app's own sheet (docs/decisions.md "Chat").
import type { CS_TYPES } from '../../config/schema/links';
import type { ChatIdentity } from './login-info';

export type CsType = (typeof CS_TYPES)[number];

/** The part of `window` a script provider's API lives on (a plain object in tests). */
export type ChatHost = Record<string, unknown>;

export interface ScriptProvider {
  kind: 'script';
  /** The provider's name as players know it. */
  label: string;
  /** Globals the vendor's snippet sets before its script loads, read from the item's script URL. */
  configure(host: ChatHost, script: URL): void;
  /** The vendor's API is up (its script ran). */
  ready(host: ChatHost): boolean;
  /** Once ready: hides the vendor's own launcher, as the app shows its own. */
  prepare?(host: ChatHost): void;
  identify(host: ChatHost, identity: ChatIdentity): void;
  open(host: ChatHost, script: URL): void;
  /** SPEC 4: the chat user is cleared and logged out. */
  logout(host: ChatHost): void;
}

interface FrameProvider {
  kind: 'frame';
  label: string;
}

export type ChatProvider = ScriptProvider | FrameProvider;

type LiveChatWidget = { call: (method: string, data?: unknown) => void };
type Comm100Api = {
  set: (name: string, value: unknown) => void;
  open_chat_window: (event: unknown, campaignId?: string) => void;
};
const liveChat = (host: ChatHost) => host.LiveChatWidget as LiveChatWidget | undefined;
const comm100 = (host: ChatHost) => host.Comm100API as (Partial<Comm100Api> & Record<string, unknown>) | undefined;
const customVariables = (identity: ChatIdentity) =>
  Object.entries(identity.loginInfo).map(([name, value]) => ({ name, value }));

/** LiveChat's documented JS API: window.__lc before tracking.js, then LiveChatWidget.call(...). */
const LIVECHAT: ScriptProvider = {
  kind: 'script',
  label: 'LiveChat',
  configure: (host, script) => {
    host.__lc = { license: Number(script.searchParams.get('license')), integration_name: 'member-app' };
  },
  ready: (host) => typeof liveChat(host)?.call === 'function',
  prepare: (host) => liveChat(host)!.call('hide'),
  identify: (host, identity) => {
    liveChat(host)!.call('set_customer_name', identity.displayName);
    liveChat(host)!.call('set_session_variables', { ...identity.loginInfo, auth_key: identity.authKey });
  },
  open: (host) => liveChat(host)!.call('maximize'),
  logout: (host) => {
    liveChat(host)!.call('set_session_variables', {});
    liveChat(host)!.call('set_customer_name', '');
    liveChat(host)!.call('hide');
  },
};

/** Comm100's documented Comm100API: site id and code plan before livechat.ashx, then set / open_chat_window. */
const comm100Provider = (label: string): ScriptProvider => ({
  kind: 'script',
  label,
  configure: (host, script) => {
    const api = (host.Comm100API ??= {}) as Record<string, unknown>;
    api.site_id = script.searchParams.get('siteId');
    api.main_code_plan = script.searchParams.get('planId');
  },
  ready: (host) => typeof comm100(host)?.open_chat_window === 'function',
  identify: (host, identity) => {
    comm100(host)!.set!('livechat.visitor.name', identity.displayName);
    comm100(host)!.set!('livechat.customVariables', [
      ...customVariables(identity),
      { name: 'auth_key', value: identity.authKey },
    ]);
  },
  open: (host, script) => comm100(host)!.open_chat_window!(null, script.searchParams.get('planId') ?? undefined),
  logout: (host) => {
    comm100(host)!.set!('livechat.visitor.name', '');
    comm100(host)!.set!('livechat.customVariables', []);
  },
});

export const CHAT_PROVIDERS: Readonly<Record<CsType, ChatProvider>> = {
  LIVECHAT,
  COMM100: comm100Provider('Comm100'),
  COMM100VIP: comm100Provider('Comm100 VIP'),
  'TX-CHAT': { kind: 'frame', label: 'TX Chat' },
  AICAN: { kind: 'frame', label: 'AICAN' },
  MIDUOKE: { kind: 'frame', label: 'MIDUOKE' },
};

export function chatProvider(csType: string): ChatProvider | undefined {
  return Object.hasOwn(CHAT_PROVIDERS, csType) ? CHAT_PROVIDERS[csType as CsType] : undefined;
}

/** A frame provider's page with the SPEC 3 login info in its query (never the auth key: that goes by message). */
export function frameChatUrl(page: URL, identity: ChatIdentity | undefined, language: string): string {
  const url = new URL(page);
  if (identity) for (const [name, value] of Object.entries(identity.loginInfo)) url.searchParams.set(name, value);
  else url.searchParams.set('language', language);
  return url.href;
}
