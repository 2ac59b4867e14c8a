// Issue 44: the field reports a page sends the operator through the collect beacon (docs/api.md "Field
// reports"): the errors it met and its web vitals, each with the page's route, build and engine, never its URL.
import { iosVersion } from '../device/platform';
import { scrubText, shortStack } from './scrub';

/** What went wrong: a thrown error, a promise nobody handled, a part whose code did not load, a blocked load. */
export type FieldErrorKind = 'error' | 'rejection' | 'chunk' | 'csp';

/** An error as the page caught it, before scrubbing. */
export interface CapturedError {
  kind: FieldErrorKind;
  message: string;
  stack?: string | undefined;
  /** The script it came from, or for a CSP violation the directive and the blocked origin. */
  source?: string | undefined;
}

/** One distinct error of the page, with how often it happened. */
export interface FieldErrorEntry {
  kind: FieldErrorKind;
  message: string;
  stack: string;
  source: string;
  count: number;
}

/** Where a report comes from: no URL, no member, no device id. */
export interface FieldContext {
  /** The route's path in the route table ("home", "login" ...). */
  route: string;
  /** A fingerprint of the page's scripts: it changes with every release that changed them. */
  build: string;
  /** The browser engine and its major version ("Blink 138", "WebKit iOS 17", "Gecko 128"). */
  engine: string;
}

interface ErrorsReport extends FieldContext {
  type: 'errors';
  errors: FieldErrorEntry[];
}

/** The web vitals of one page view, in milliseconds (CLS unitless), as web-vitals measured them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export interface VitalsReport extends FieldContext {
  type: 'vitals';
  vitals: Partial<Record<VitalName, number>>;
}

export type FieldReport = ErrorsReport | VitalsReport;

/** Distinct errors a page reports at most; repeats of one only raise its count (a loop cannot flood). */
export const FIELD_ERRORS_PER_PAGE = 10;

/** The browser engine and major version, from the user agent (every iOS browser is WebKit). */
export function engineOf(userAgent: string): string {
  const ios = iosVersion(userAgent);
  if (ios) return `WebKit iOS ${ios[0]}`;
  const gecko = /\bFirefox\/(\d+)/.exec(userAgent);
  if (gecko) return `Gecko ${gecko[1]}`;
  const blink = /\b(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  if (blink) return `Blink ${blink[1]}`;
  const safari = /\bVersion\/(\d+).*\bSafari\//.exec(userAgent);
  if (safari) return `WebKit ${safari[1]}`;
  return 'other';
}

/** FNV-1a of the page's script list, in hex: short, stable for a build, different after a release. */
export function buildFingerprint(pageScripts: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < pageScripts.length; index += 1) {
    hash ^= pageScripts.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The errors of one page: scrubbed, merged by kind, message and first frame, capped, handed out once each. */
export class FieldErrorLog {
  private readonly entries = new Map<string, FieldErrorEntry>();
  private readonly sent = new Map<string, number>();

  add(captured: CapturedError): void {
    const message = scrubText(captured.message || '(no message)');
    const stack = shortStack(captured.stack, captured.message);
    const key = `${captured.kind}\n${message}\n${stack.split('\n')[0] ?? ''}`;
    const known = this.entries.get(key);
    if (known) known.count += 1;
    else if (this.entries.size < FIELD_ERRORS_PER_PAGE)
      this.entries.set(key, {
        kind: captured.kind,
        message,
        stack,
        source: scrubText(captured.source ?? ''),
        count: 1,
      });
  }

  /** The errors with occurrences not handed out yet, each with the count of those; marks them handed out. */
  take(): FieldErrorEntry[] {
    const fresh: FieldErrorEntry[] = [];
    for (const [key, entry] of this.entries) {
      const sent = this.sent.get(key) ?? 0;
      if (entry.count > sent) fresh.push({ ...entry, count: entry.count - sent });
      this.sent.set(key, entry.count);
    }
    return fresh;
  }
}
