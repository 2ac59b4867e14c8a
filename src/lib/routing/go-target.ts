// SPEC 2 / 5: a deep-link or `go` target must begin with /m/ and must stay on this origin.
import { APP_BASE } from '../../config/routes';

const PROBE_ORIGIN = 'https://origin.invalid';
// Control characters, backslashes (browsers read "/\host" as "//host") and percent-encoded forms of both.
// eslint-disable-next-line no-control-regex -- control characters in a go target are refused
const UNSAFE = /[\u0000-\u001f\u007f\\]|%(?:[01][0-9a-f]|7f|5c)/i;

/** Percent-decodes repeatedly (an attacker may encode twice); undefined when malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined; // still changing after four rounds: not a path anyone types
}

/** The target when it is a same-origin /m/ path, else undefined. */
export function safeGoTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith(APP_BASE) || UNSAFE.test(value)) return undefined;
  const decoded = fullyDecoded(value);
  if (!decoded || !decoded.startsWith(APP_BASE) || UNSAFE.test(decoded) || decoded.split(/[?#]/)[0]!.includes('//'))
    return undefined;
  const resolved = new URL(value, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN || !resolved.pathname.startsWith(APP_BASE)) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
