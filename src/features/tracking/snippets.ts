// The vendors' base codes (issue 15 "Pixels"): each one's documented queue stub, so calls made before its
// script arrives wait in the queue the script drains, and its async script tag. Written out rather than
// pasted as minified text so the script URL can be the merchant's setting (a stand-in, a proxy).
import type { PixelName } from '../../config/pixels';
import type { PixelCall } from '../../lib/tracking/pixel-events';

type Call = (...args: unknown[]) => void;

/** Meta's fbq: a function with a queue until fbevents.js sets callMethod. */
interface Fbq extends Call {
  callMethod?: Call;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** TikTok's ttq and Kwai's kwaiq: an array of [method, ...args] with a deferring method per name. */
type VendorQueue = unknown[] & {
  methods?: readonly string[];
  instance?: (id: string) => VendorQueue;
  load?: (id: string, options?: object) => void;
  _i?: Record<string, VendorQueue & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, object>;
} & Record<string, unknown>;

/** X's twq: a function with a queue until uwt.js sets exe. */
interface Twq extends Call {
  exe?: Call;
  queue: unknown[][];
  version: string;
}

/** The globals the snippets create, as the vendors name them. */
export interface PixelWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
  dataLayer?: unknown[];
  gtag?: Call;
  ttq?: VendorQueue;
  TiktokAnalyticsObject?: string;
  kwaiq?: VendorQueue;
  KwaiAnalyticsObject?: string;
  twq?: Twq;
}

/** Where the snippets run: the window's globals and a document to add script tags to. */
export interface PixelPage {
  win: PixelWindow;
  doc: Pick<Document, 'createElement' | 'head'>;
}

/** Adds the async script; settles when it has loaded or failed (blocked by the browser, offline). */
function addScript(doc: PixelPage['doc'], src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => resolve());
    doc.head.appendChild(script);
  });
}

function facebookStub(win: PixelWindow): void {
  if (win.fbq) return;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  win.fbq = fbq;
  win._fbq ??= fbq;
}

function gtagStub(win: PixelWindow): void {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads only Arguments objects off the dataLayer, never arrays: hence `arguments`.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;
const KWAI_METHODS = TIKTOK_METHODS.slice(0, 13);

/** TikTok's and Kwai's shared stub: deferring methods, instance(id) and load(id), which adds the script. */
function vendorQueueStub(
  win: PixelWindow,
  global: 'ttq' | 'kwaiq',
  methods: readonly string[],
  doc: PixelPage['doc'],
  src: string,
  loaded: Promise<void>[],
): VendorQueue {
  const queue = (win[global] ??= [] as unknown as VendorQueue);
  const defer = (target: VendorQueue, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  queue.methods = methods;
  for (const method of methods) defer(queue, method);
  queue.instance = (id) => {
    const instance = queue._i?.[id] ?? ([] as unknown as VendorQueue);
    for (const method of methods) defer(instance, method);
    return instance;
  };
  queue.load = (id, options) => {
    const base = src.split('?')[0]!;
    queue._i ??= {};
    queue._i[id] = Object.assign([] as unknown as VendorQueue, { _u: base });
    (queue._t ??= {})[id] = Date.now();
    (queue._o ??= {})[id] = options ?? {};
    loaded.push(addScript(doc, src));
  };
  return queue;
}

/**
 * Installs one pixel's base code with its id and script: the stub, then the script tag (TikTok's and Kwai's
 * through their own load()). Settles once the script has loaded or failed.
 */
export function installSnippet(pixel: PixelName, id: string, src: string, page: PixelPage): Promise<void> {
  const { win, doc } = page;
  const loaded: Promise<void>[] = [];
  switch (pixel) {
    case 'facebook':
      facebookStub(win);
      loaded.push(addScript(doc, src));
      break;
    case 'gtag':
      gtagStub(win);
      loaded.push(addScript(doc, src));
      break;
    case 'gtm':
      win.dataLayer ??= [];
      loaded.push(addScript(doc, src));
      break;
    case 'tiktok':
      win.TiktokAnalyticsObject = 'ttq';
      vendorQueueStub(win, 'ttq', TIKTOK_METHODS, doc, src, loaded).load?.(id);
      break;
    case 'kwai':
      win.KwaiAnalyticsObject = 'kwaiq';
      vendorQueueStub(win, 'kwaiq', KWAI_METHODS, doc, src, loaded).load?.(id);
      break;
    case 'twitter':
      if (!win.twq) {
        const twq = ((...args: unknown[]) => {
          if (twq.exe) twq.exe(...args);
          else twq.queue.push(args);
        }) as Twq;
        Object.assign(twq, { version: '1.1', queue: [] });
        win.twq = twq;
      }
      loaded.push(addScript(doc, src));
      break;
  }
  return Promise.all(loaded).then(() => undefined);
}

/** Makes one call on the vendor's global, as that vendor's documentation writes it. */
export function runPixelCall(call: PixelCall, id: string, win: PixelWindow): void {
  switch (call.pixel) {
    case 'facebook':
      win.fbq?.(...call.args);
      break;
    case 'gtag':
      win.gtag?.(...call.args);
      break;
    case 'gtm':
      win.dataLayer?.push(...call.args);
      break;
    case 'tiktok':
      (win.ttq?.[call.method ?? 'track'] as Call | undefined)?.(...call.args);
      break;
    case 'kwai': {
      // kwaiq.page() for the page view, kwaiq.instance(id).track(...) for events (Kwai's event code).
      const target = call.method === 'page' ? win.kwaiq : win.kwaiq?.instance?.(id);
      (target?.[call.method ?? 'track'] as Call | undefined)?.(...call.args);
      break;
    }
    case 'twitter':
      win.twq?.(...call.args);
      break;
  }
}
