// SPEC 4 "Social sign-in" and SPEC 8: incognito mode blocks social login with not_support_incognito.
import { NOT_SUPPORT_INCOGNITO } from '../api/error-catalogue';

// Chromium gives an incognito profile a storage quota tied to memory, far below the disk-based quota of a
// normal profile: under twice the JS heap limit means incognito (the heuristic of the detectIncognito
// library). The heap limit falls back to 1 GiB where performance.memory is missing.
const DEFAULT_HEAP_LIMIT_BYTES = 1024 ** 3;
const QUOTA_HEAP_FACTOR = 2;

export interface IncognitoProbe {
  /** navigator.storage.estimate */
  estimate?: (() => Promise<{ quota?: number | undefined }>) | undefined;
  /** performance.memory.jsHeapSizeLimit (Chromium only). */
  heapLimit?: number | undefined;
  userAgent: string;
}

export type IncognitoResult =
  | { status: 'incognito' | 'normal'; quota: number; threshold: number }
  /** Not a Chromium browser, or no storage estimate: not known, so not blocked. */
  | { status: 'unknown' };

/** Chromium engines only (iOS browsers are WebKit whatever their name says); the heuristic fits no other. */
export function isChromium(userAgent: string): boolean {
  return /\b(?:Chrome|Chromium|CrMo)\/\d/.test(userAgent) && !/\b(?:CriOS|FxiOS|EdgiOS|Firefox)\//.test(userAgent);
}

/** The default probe: the browser's own navigator, performance and user agent. */
export function browserIncognitoProbe(): IncognitoProbe {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const memory = (globalThis.performance as (Performance & { memory?: { jsHeapSizeLimit?: number } }) | undefined)
    ?.memory;
  return {
    estimate: nav?.storage?.estimate ? () => nav.storage.estimate() : undefined,
    heapLimit: memory?.jsHeapSizeLimit,
    userAgent: nav?.userAgent ?? '',
  };
}

/** Whether the browser runs in incognito (private) mode, as far as the quota tells. */
export async function detectIncognito(probe: IncognitoProbe = browserIncognitoProbe()): Promise<IncognitoResult> {
  if (!probe.estimate || !isChromium(probe.userAgent)) return { status: 'unknown' };
  let quota: number | undefined;
  try {
    quota = (await probe.estimate()).quota;
  } catch {
    return { status: 'unknown' };
  }
  if (typeof quota !== 'number' || !Number.isFinite(quota)) return { status: 'unknown' };
  const heapLimit = probe.heapLimit && probe.heapLimit > 0 ? probe.heapLimit : DEFAULT_HEAP_LIMIT_BYTES;
  const threshold = heapLimit * QUOTA_HEAP_FACTOR;
  return { status: quota < threshold ? 'incognito' : 'normal', quota, threshold };
}

/** The error a social login must stop with, or undefined when it may go on. */
export function socialLoginBlock(result: IncognitoResult): typeof NOT_SUPPORT_INCOGNITO | undefined {
  return result.status === 'incognito' ? NOT_SUPPORT_INCOGNITO : undefined;
}
