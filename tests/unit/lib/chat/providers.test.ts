// SPEC 3 "Customer-service item" csType: each provider adapter against a plain host object standing in for window.
import { describe, expect, it, vi } from 'vitest';
import type { ChatIdentity } from '@/lib/chat/login-info';
import {
  CHAT_PROVIDERS,
  chatProvider,
  frameChatUrl,
  type ChatHost,
  type ScriptProvider,
} from '@/lib/chat/chat-providers';

const identity: ChatIdentity = {
  loginInfo: { user_id: 'c-901', user_name: 'player1', language: 'TH', label_names: 'Gold' },
  displayName: 'Juan Cruz',
  authKey: 'AUTH-KEY-secret_0123456789abcdefghijklmnopq',
};

const script = (name: string) => {
  const provider = chatProvider(name);
  if (provider?.kind !== 'script') throw new Error(`${name} is not a script provider`);
  return provider as ScriptProvider;
};

const LIVECHAT_URL = new URL('https://cdn.livechatinc.com/tracking.js?license=19011101');
const COMM100_URL = new URL('https://vue.comm100.com/livechat.ashx?siteId=10001&planId=vip-desk');

/** A host whose LiveChatWidget records its calls, as the vendor's script would install it. */
const liveChatHost = () => {
  const call = vi.fn();
  const host: ChatHost = { LiveChatWidget: { call } };
  return { host, call };
};

/** A host whose Comm100API records its calls. */
const comm100Host = () => {
  const set = vi.fn();
  const open = vi.fn();
  const host: ChatHost = { Comm100API: { set, open_chat_window: open } };
  return { host, set, open };
};

describe('chatProvider', () => {
  it('knows the six csTypes of SPEC 3, LiveChat and Comm100 as scripts and the rest as frames', () => {
    expect(Object.keys(CHAT_PROVIDERS).sort()).toEqual([
      'AICAN',
      'COMM100',
      'COMM100VIP',
      'LIVECHAT',
      'MIDUOKE',
      'TX-CHAT',
    ]);
    expect(chatProvider('LIVECHAT')).toMatchObject({ kind: 'script', label: 'LiveChat' });
    expect(chatProvider('COMM100')).toMatchObject({ kind: 'script', label: 'Comm100' });
    expect(chatProvider('COMM100VIP')).toMatchObject({ kind: 'script', label: 'Comm100 VIP' });
    expect(chatProvider('TX-CHAT')).toEqual({ kind: 'frame', label: 'TX Chat' });
    expect(chatProvider('AICAN')).toEqual({ kind: 'frame', label: 'AICAN' });
    expect(chatProvider('MIDUOKE')).toEqual({ kind: 'frame', label: 'MIDUOKE' });
  });

  it.each(['CBS', 'livechat', '', 'LIVECHAT ', '__proto__', 'toString', 'constructor', 'hasOwnProperty'])(
    'is undefined for the unknown csType %j',
    (csType) => {
      expect(chatProvider(csType)).toBeUndefined();
    },
  );
});

describe('LiveChat', () => {
  const livechat = script('LIVECHAT');

  it('configures window.__lc with the license of the script URL before the script loads', () => {
    const host: ChatHost = {};
    livechat.configure(host, LIVECHAT_URL);
    expect(host.__lc).toMatchObject({ license: 19011101 });
    expect(typeof (host.__lc as { license: unknown }).license).toBe('number');
  });

  it('is ready only once LiveChatWidget.call is a function', () => {
    expect(livechat.ready({})).toBe(false);
    expect(livechat.ready({ LiveChatWidget: {} })).toBe(false);
    expect(livechat.ready({ LiveChatWidget: { call: 'not a function' } })).toBe(false);
    expect(livechat.ready({ LiveChatWidget: null })).toBe(false);
    expect(livechat.ready(liveChatHost().host)).toBe(true);
  });

  it('prepares by hiding the vendor launcher', () => {
    const { host, call } = liveChatHost();
    livechat.prepare!(host);
    expect(call.mock.calls).toEqual([['hide']]);
  });

  it('identifies the member: the display name, then the login info with the auth key as session variables', () => {
    const { host, call } = liveChatHost();
    livechat.identify(host, identity);
    expect(call.mock.calls).toEqual([
      ['set_customer_name', 'Juan Cruz'],
      [
        'set_session_variables',
        {
          user_id: 'c-901',
          user_name: 'player1',
          language: 'TH',
          label_names: 'Gold',
          auth_key: identity.authKey,
        },
      ],
    ]);
  });

  it('opens the chat by maximizing it', () => {
    const { host, call } = liveChatHost();
    livechat.open(host, LIVECHAT_URL);
    expect(call.mock.calls).toEqual([['maximize']]);
  });

  it('logs out: clears the session variables and the name, and hides the widget', () => {
    const { host, call } = liveChatHost();
    livechat.logout(host);
    expect(call.mock.calls).toEqual([['set_session_variables', {}], ['set_customer_name', ''], ['hide']]);
  });
});

describe.each([
  ['COMM100', 'Comm100'],
  ['COMM100VIP', 'Comm100 VIP'],
])('%s', (csType) => {
  const comm100 = script(csType);

  it('configures Comm100API site_id and main_code_plan from ?siteId and ?planId', () => {
    const host: ChatHost = {};
    comm100.configure(host, COMM100_URL);
    expect(host.Comm100API).toEqual({ site_id: '10001', main_code_plan: 'vip-desk' });
  });

  it('keeps what the page already has on Comm100API when it configures', () => {
    const set = vi.fn();
    const host: ChatHost = { Comm100API: { set } };
    comm100.configure(host, COMM100_URL);
    expect(host.Comm100API).toEqual({ set, site_id: '10001', main_code_plan: 'vip-desk' });
  });

  it('is ready only once Comm100API.open_chat_window is a function', () => {
    const host: ChatHost = {};
    expect(comm100.ready(host)).toBe(false);
    comm100.configure(host, COMM100_URL); // the globals alone do not make it ready
    expect(comm100.ready(host)).toBe(false);
    expect(comm100.ready({ Comm100API: { set: vi.fn() } })).toBe(false);
    expect(comm100.ready(comm100Host().host)).toBe(true);
  });

  it('identifies the member: visitor name and custom variables with the login info and the auth key', () => {
    const { host, set } = comm100Host();
    comm100.identify(host, identity);
    expect(set.mock.calls).toEqual([
      ['livechat.visitor.name', 'Juan Cruz'],
      [
        'livechat.customVariables',
        [
          { name: 'user_id', value: 'c-901' },
          { name: 'user_name', value: 'player1' },
          { name: 'language', value: 'TH' },
          { name: 'label_names', value: 'Gold' },
          { name: 'auth_key', value: identity.authKey },
        ],
      ],
    ]);
  });

  it('opens the chat window of the plan in the script URL, or the default plan without one', () => {
    const { host, open } = comm100Host();
    comm100.open(host, COMM100_URL);
    expect(open.mock.calls).toEqual([[null, 'vip-desk']]);
    comm100.open(host, new URL('https://vue.comm100.com/livechat.ashx?siteId=10001'));
    expect(open.mock.calls[1]).toEqual([null, undefined]);
  });

  it('logs out: clears the visitor name and the custom variables', () => {
    const { host, set, open } = comm100Host();
    comm100.logout(host);
    expect(set.mock.calls).toEqual([
      ['livechat.visitor.name', ''],
      ['livechat.customVariables', []],
    ]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('frameChatUrl', () => {
  const page = new URL('https://chat.tx.example/visitor?site=7');

  it('puts the login info in the query of the provider page, keeping its own query', () => {
    const url = new URL(frameChatUrl(page, identity, 'EN'));
    expect(url.origin + url.pathname).toBe('https://chat.tx.example/visitor');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      site: '7',
      user_id: 'c-901',
      user_name: 'player1',
      language: 'TH',
      label_names: 'Gold',
    });
  });

  it('never puts the auth key in the URL', () => {
    const href = frameChatUrl(page, identity, 'EN');
    expect(href).not.toContain(identity.authKey);
    expect(href).not.toContain(encodeURIComponent(identity.authKey));
    expect(new URL(href).searchParams.has('auth_key')).toBe(false);
  });

  it('gives a guest the language only', () => {
    const url = new URL(frameChatUrl(page, undefined, 'VI'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ site: '7', language: 'VI' });
  });

  it('encodes the values, so a name cannot add parameters', () => {
    const tricky = { ...identity, loginInfo: { ...identity.loginInfo, user_name: 'a&auth_key=x#frag' } };
    const url = new URL(frameChatUrl(page, tricky, 'EN'));
    expect(url.searchParams.get('user_name')).toBe('a&auth_key=x#frag');
    expect(url.searchParams.has('auth_key')).toBe(false);
    expect(url.hash).toBe('');
  });

  it('leaves the given URL as it was', () => {
    frameChatUrl(page, identity, 'EN');
    expect(page.href).toBe('https://chat.tx.example/visitor?site=7');
  });
});
