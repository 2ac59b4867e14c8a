// Issue 44: errors are caught from the page's first script on (features/field/EarlyErrors.astro) into one
// buffer on the window, which the reporter reads once it has loaded; parts of the app add theirs here.
import type { CapturedError } from './report';

/** The window property of the buffer; the inline script and this module share it. */
export const FIELD_GLOBAL = '__field';
/** Dispatched on the window for each error put in the buffer (the reporter loads on the first). */
export const FIELD_ERROR_EVENT = 'field-error';

/** Errors the buffer holds before the reporter drains it. */
export const FIELD_BUFFER_MAX = 50;

export interface FieldBuffer {
  errors: CapturedError[];
  /** True from the moment the player leaves the page: its aborted loads then are expected, not errors. */
  leaving: boolean;
}

/** The page's buffer (the inline script makes it; a page without it, such as a test's, gets one). */
export function fieldBuffer(win: Window = window): FieldBuffer {
  const holder = win as unknown as Record<string, FieldBuffer | undefined>;
  return (holder[FIELD_GLOBAL] ??= { errors: [], leaving: false });
}

/** Whether the player is leaving the page (an import or a fetch that fails now was cut off, not broken). */
export const pageLeaving = (win: Window = window) => fieldBuffer(win).leaving;

/** Whether this page view reports at all: `rate` of them do (merchant.json fieldReports.sampleRate). */
export const sampledIn = (rate: number, random: () => number = Math.random) => rate > 0 && random() < rate;

/** Puts an error in the buffer, unless the page is being left. */
export function recordFieldError(captured: CapturedError, win: Window = window): void {
  const buffer = fieldBuffer(win);
  if (buffer.leaving || buffer.errors.length >= FIELD_BUFFER_MAX) return;
  buffer.errors.push(captured);
  win.dispatchEvent(new Event(FIELD_ERROR_EVENT));
}
