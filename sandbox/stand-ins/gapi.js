// Test stand-in for the small part of Google's gapi loader (https://apis.google.com/js/api.js) and gapi.iframes
// that Firebase Auth's signInWithPopup and the Auth emulator's helper iframe (/emulator/auth/iframe) use. Tests
// route api.js to this file because apis.google.com is out of reach there. It is never shipped to players.
//
// Both sides load this same file:
// - the page (parent): gapi.iframes.getContext().open(...) embeds the emulator's helper iframe and hands back an
//   iframe handle with restyle, ping, register and send;
// - the helper iframe (child): gapi.iframes.getContext().getParentIframe() hands back a handle with register and
//   send toward window.parent.
// Messages travel by postMessage as { __gapiStandin: true, kind, id, name, data, results }; the marker keeps
// them apart from everything else (the emulator's own 'sendAuthEvent' message to the iframe passes untouched).
// A message counts only when event.source is the expected window and event.origin its expected origin.
(() => {
  'use strict';

  const NS = '__gapiStandin';
  // Read now: document.currentScript is only set while this script first runs.
  const ownScript = document.currentScript;

  function install() {
    let lastId = 0;
    const nextId = () => `${Date.now().toString(36)}-${++lastId}`;
    const openedIframes = []; // parent side: the channels to the iframes this window opened
    const inFrame = window.parent !== window;
    let toParent = null; // child side: the channel toward window.parent

    // An exception thrown by a caller's callback must not break the message loop. The Auth SDK's
    // _isIframeWebStorageSupported callback always throws after it has used the answer, hence debug, not error.
    const safely = (fn, ...args) => {
      try {
        return fn(...args);
      } catch (err) {
        console.debug('[gapi stand-in] a callback threw', err);
        return undefined;
      }
    };
    const allowed = (filter, handle) => typeof filter !== 'function' || !!filter(handle);

    // One side of a conversation with one other window: calls by name, their replies, ping and pong.
    class Channel {
      constructor(getWindow, origin) {
        this.getWindow = getWindow;
        this.origin = origin; // where messages may go; the child learns it from the parent's first message
        this.connected = false; // until the other side's stand-in is listening, messages wait in the outbox
        this.outbox = [];
        this.handlers = new Map(); // name -> { handler, filter }
        this.unhandled = []; // calls that arrived before a handler for their name was registered
        this.waiting = new Map(); // id -> function taking the reply's results (or the pong)
        this.handle = null; // the iframe handle that callers see, given to filters and handlers
        this.defaultFilter = undefined;
      }

      connect(origin) {
        if (origin) this.origin = origin;
        this.connected = true;
        for (const message of this.outbox.splice(0)) this.post(message);
      }

      post(message) {
        if (!this.connected) {
          this.outbox.push(message);
          return;
        }
        const target = this.getWindow();
        if (target) target.postMessage({ [NS]: true, ...message }, this.origin);
      }

      register(name, handler, filter = this.defaultFilter) {
        this.handlers.set(name, { handler, filter });
        const ready = this.unhandled.filter((call) => call.name === name);
        this.unhandled = this.unhandled.filter((call) => call.name !== name);
        for (const call of ready) this.answer(call);
      }

      unregister(name) {
        this.handlers.delete(name);
      }

      // cb gets an array with the result of the other side's handler (empty if it has none that accepts us).
      send(name, data, cb, filter = this.defaultFilter) {
        return new Promise((resolve) => {
          if (!allowed(filter, this.handle)) {
            if (cb) safely(cb, []);
            resolve([]);
            return;
          }
          const id = nextId();
          this.waiting.set(id, (results) => {
            if (cb) safely(cb, results);
            resolve(results);
          });
          this.post({ kind: 'call', id, name, data });
        });
      }

      ping(cb) {
        return new Promise((resolve) => {
          const id = nextId();
          this.waiting.set(id, () => {
            if (cb) safely(cb);
            resolve();
          });
          this.post({ kind: 'ping', id });
        });
      }

      receive(message) {
        if (message.kind === 'call') this.answer(message);
        else if (message.kind === 'ping') this.post({ kind: 'pong', id: message.id });
        else if (message.kind === 'reply' || message.kind === 'pong') {
          const done = this.waiting.get(message.id);
          this.waiting.delete(message.id);
          if (done) done(Array.isArray(message.results) ? message.results : []);
        }
      }

      answer(call) {
        const entry = this.handlers.get(call.name);
        if (!entry) {
          this.unhandled.push(call); // e.g. the iframe's first authEvent, sent before the SDK registers for it
          return;
        }
        const reply = (results) => this.post({ kind: 'reply', id: call.id, results });
        if (!allowed(entry.filter, this.handle)) {
          reply([]);
          return;
        }
        new Promise((resolve) => resolve(entry.handler(call.data, this.handle))).then(
          (result) => reply([result]),
          (err) => {
            console.debug('[gapi stand-in] handler for', call.name, 'threw', err);
            reply([]);
          },
        );
      }
    }

    // The caller-facing handle of one channel.
    function makeHandle(channel, extra) {
      const handle = {
        register: (name, handler, filter) => channel.register(name, handler, filter),
        unregister: (name) => channel.unregister(name),
        send: (name, data, cb, filter) => channel.send(name, data, cb, filter),
        ping: (cb) => channel.ping(cb),
        getOrigin: () => channel.origin,
        ...extra,
      };
      channel.handle = handle;
      return handle;
    }

    // Parent side: embed an iframe and talk to the stand-in inside it.
    function openIframe(options, callback) {
      const { where = document.body, url, attributes = {}, messageHandlersFilter, dontclear } = options;
      const el = document.createElement('iframe');
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'style' && value && typeof value === 'object') Object.assign(el.style, value);
        else el.setAttribute(name, String(value));
      }
      const channel = new Channel(() => el.contentWindow, new URL(url, location.href).origin);
      channel.defaultFilter = messageHandlersFilter;
      const iframe = makeHandle(channel, {
        getIframeEl: () => el,
        getWindow: () => el.contentWindow,
        restyle: () => Promise.resolve(), // gapi's restyle options (setHideOnLeave...) only matter to its own UI
        close: () => {
          el.remove();
          if (openedIframes.includes(channel)) openedIframes.splice(openedIframes.indexOf(channel), 1);
        },
      });
      openedIframes.push(channel);
      if (!dontclear) where.replaceChildren();
      el.src = url;
      where.appendChild(el);
      return new Promise((resolve) => resolve(callback ? callback(iframe) : iframe));
    }

    // Child side: the channel toward window.parent, which must speak from the origin document.referrer names
    // (when the referrer is there at all; otherwise whatever origin the parent's first message comes from).
    let parentOrigin = null;
    try {
      parentOrigin = document.referrer ? new URL(document.referrer).origin : null;
    } catch {
      parentOrigin = null;
    }
    if (inFrame) toParent = new Channel(() => window.parent, parentOrigin);
    const parentIframe = toParent ? makeHandle(toParent, {}) : null;

    window.addEventListener('message', (event) => {
      const message = event.data;
      if (!message || typeof message !== 'object' || message[NS] !== true) return;
      const child = openedIframes.find((channel) => channel.getWindow() === event.source);
      if (child) {
        if (event.origin !== child.origin) return; // only the iframe URL's origin speaks for that iframe
        if (message.kind === 'ready') {
          child.connect();
          child.post({ kind: 'hello' }); // tells the child our origin (event.origin), so it can answer
        } else child.receive(message);
        return;
      }
      if (toParent && event.source === window.parent) {
        if (toParent.origin && event.origin !== toParent.origin) return;
        if (!toParent.connected) toParent.connect(event.origin);
        toParent.receive(message);
      }
    });

    // Say we are listening. The parent's origin may be unknown yet (no referrer), and this message carries
    // nothing, so '*' is acceptable here, and only here; everything else waits for the parent's 'hello'.
    if (inFrame) window.parent.postMessage({ [NS]: true, kind: 'ready' }, parentOrigin || '*');

    const CROSS_ORIGIN_IFRAMES_FILTER = () => true; // the stand-in checks source and origin itself
    const context = { open: openIframe, getParentIframe: () => parentIframe };

    window.gapi = {
      [NS]: true,
      load(modules, options) {
        const { callback, ontimeout } = typeof options === 'function' ? { callback: options } : options || {};
        const known = String(modules)
          .split(':')
          .every((name) => name === 'gapi.iframes');
        setTimeout(() => {
          if (known) {
            if (callback) callback();
          } else if (ontimeout) ontimeout();
          else console.error(`[gapi stand-in] no module ${modules}; only gapi.iframes is stood in`);
        }, 0);
      },
      iframes: {
        CROSS_ORIGIN_IFRAMES_FILTER,
        Iframe: function Iframe() {}, // the SDK only checks that gapi.iframes.Iframe exists
        getContext: () => context,
      },
    };
  }

  if (!(window.gapi && window.gapi[NS])) install();

  // The SDK loads api.js?onload=<callback name>; the emulator's iframe page sets window.gapi_onload instead.
  const onloadName =
    ownScript && ownScript.src ? new URL(ownScript.src, location.href).searchParams.get('onload') : null;
  if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
