// A settings file changed as a person would change it: only the values that differ are rewritten, so the file
// keeps its layout (objects on one line stay so) and a one-setting change is a one-line diff.
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { readStrictJson } from '../../src/build/read-json';

// No formatting here (jsonc-parser would lay out the whole line of an edit): Prettier lays out the file after.
const OPTIONS = {};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function edited(text: string, before: unknown, after: unknown, path: JSONPath): string {
  if (isDeepStrictEqual(before, after)) return text;
  // Lists and values are written whole; objects key by key (a removed key goes, a new one comes last).
  if (isObject(before) && isObject(after)) {
    let next = text;
    for (const key of Object.keys(before))
      if (!(key in after)) next = applyEdits(next, modify(next, [...path, key], undefined, OPTIONS));
    for (const [key, value] of Object.entries(after)) next = edited(next, before[key], value, [...path, key]);
    return next;
  }
  return applyEdits(text, modify(text, path, after, OPTIONS));
}

/** `value` written over `previous` (a JSON text): its layout kept where the values did not change. */
export function jsonEditedFrom(previous: string, value: unknown): string {
  const fresh = JSON.stringify(value, null, 2);
  const read = readStrictJson(previous);
  if (read.value === undefined || read.problems.length) return fresh;
  const text = edited(previous, read.value, value, []);
  // The file says `value` and nothing else, whatever `previous` held.
  return isDeepStrictEqual(JSON.parse(text), JSON.parse(fresh)) ? text : fresh;
}
