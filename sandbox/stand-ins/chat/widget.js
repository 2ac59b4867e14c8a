// Sandbox stand-ins of two chat vendors' browser APIs, served at the paths the sample merchants' customer-
// service items name: LiveChat's window.LiveChatWidget (tracking.js, configured by window.__lc) and Comm100's
// window.Comm100API (livechat.ashx, configured by site_id and main_code_plan). Each keeps the vendor's method
// names, shows a small chat panel the player can see, and records every call at POST /__chat/calls.
// Never shipped to players: production items point at the vendors' own scripts.
(() => {
  'use strict';
  const script = document.currentScript;
  const provider = script && new URL(script.src).pathname.includes('/comm100/') ? 'COMM100' : 'LIVECHAT';
  const title = provider === 'LIVECHAT' ? 'LiveChat' : 'Comm100';
  const account = () =>
    provider === 'LIVECHAT' ? String((window.__lc || {}).license) : String((window.Comm100API || {}).site_id);
  const record = (method, args) =>
    fetch('/__chat/calls', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider, account: account(), method, args }),
      keepalive: true,
    }).catch(() => undefined);

  const state = { open: false, name: '', variables: {}, plan: '' };
  let panel;
  function render() {
    if (!panel) {
      panel = document.createElement('section');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', `${title} chat`);
      panel.dataset.chatProvider = provider;
      panel.style.cssText =
        'position:fixed;inset:auto 8px 72px 8px;z-index:2147483000;background:#fff;color:#111;border-radius:12px;' +
        'box-shadow:0 4px 24px #0004;padding:12px 16px;font:14px system-ui,sans-serif;max-width:420px;margin:auto';
      document.body.append(panel);
    }
    panel.hidden = !state.open;
    const heading = document.createElement('h2');
    heading.textContent = `${title} (sandbox stand-in)`;
    heading.style.cssText = 'font-size:16px;margin:0 0 8px';
    const who = document.createElement('p');
    who.dataset.testid = 'chat-visitor';
    who.textContent = state.name ? `Chatting as ${state.name}` : 'Chatting as a guest';
    const details = document.createElement('p');
    details.dataset.testid = 'chat-variables';
    details.textContent = Object.entries(state.variables)
      .filter(([name]) => name !== 'auth_key')
      .map(([name, value]) => `${name}: ${value}`)
      .join(' · ');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Minimize';
    close.onclick = () => {
      state.open = false;
      render();
    };
    panel.replaceChildren(heading, who, details, close);
  }

  if (provider === 'LIVECHAT') {
    window.LiveChatWidget = {
      call(method, data) {
        record(method, data === undefined ? [] : [data]);
        if (method === 'maximize') state.open = true;
        if (method === 'minimize' || method === 'hide' || method === 'destroy') state.open = false;
        if (method === 'set_customer_name') state.name = String(data ?? '');
        if (method === 'set_session_variables') state.variables = { ...(data || {}) };
        render();
      },
      get(what) {
        if (what === 'state') return { visibility: state.open ? 'maximized' : 'hidden' };
        if (what === 'customer_data') return { name: state.name, sessionVariables: state.variables };
        return undefined;
      },
      on() {},
      off() {},
      init() {},
    };
  } else {
    const api = (window.Comm100API = window.Comm100API || {});
    api.set = (name, value) => {
      record('set', [name, value]);
      if (name === 'livechat.visitor.name') state.name = String(value ?? '');
      if (name === 'livechat.customVariables')
        state.variables = Object.fromEntries((value || []).map((variable) => [variable.name, variable.value]));
      render();
    };
    api.get = (name) => (name === 'livechat.visitor.name' ? state.name : undefined);
    api.open_chat_window = (_event, plan) => {
      record('open_chat_window', [plan ?? null]);
      state.open = true;
      state.plan = plan ?? '';
      render();
    };
    api.close_chat_window = () => {
      record('close_chat_window', []);
      state.open = false;
      render();
    };
  }
  record('loaded', []);
})();
