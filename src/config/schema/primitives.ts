import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';

// Settings reach a Content-Security-Policy, an nginx config, HTML, the web manifest and script URLs: each
// string is refused here unless it is safe in every one of them (issue "Real merchants ship", defect 3).

// C0 controls (TAB, LF and CR among them), DEL, C1 controls, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the same set, as a pattern editors check through merchant.schema.json
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
const CHARACTER_NAMES: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
  0x7f: 'DEL',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
};

/** A value as JSON, with the controls JSON.stringify leaves as they are escaped too: safe in a one-line message. */
export const quote = (value: unknown) =>
  (JSON.stringify(value) ?? String(value)).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const codePoint = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  const name = CHARACTER_NAMES[code];
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`;
};

/** The first control character of `value` (line breaks and tabs included), named with its position; else undefined. */
export function controlCharacterProblem(value: string): string | undefined {
  const index = value.search(CONTROL_CHARACTER);
  return index < 0 ? undefined : `${codePoint(value[index]!)} at character ${index + 1}`;
}

/**
 * One line of text with no control characters (no line break, tab, DEL, C1 control or U+2028/U+2029): such a
 * character would start a new line of a server config or a header, or end a script's string.
 */
export const singleLine = z.string().regex(SINGLE_LINE, {
  error: (issue) =>
    `must be a single line without control characters; found ${controlCharacterProblem(String(issue.input))}`,
});

// A DNS label, also used as the merchant's folder name and its <code>.localhost host.
export const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// A URL's host as the policy, nginx and the browser all read it alike: DNS labels (either case), no trailing dot.
const PLAIN_HOST =
  /^(?=[^:]{1,253}(?::|$))[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::[0-9]{1,5})?$/;
// After the host: what no URL holds unencoded and only a copy-paste slip puts there (spaces, quotes, <>, \ ...).
export const NOT_URL_CHARACTER = /[\s"<>\\^`{|}]/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
// Asset files live in the merchant's own assets/ folder; nothing outside it is read.
const ASSET_PATH = /^assets\/[A-Za-z0-9._-]+\.(?:svg|png)$/;

export const hexColour = z
  .string({ error: 'must be a hex colour string like "#1a2b3c"' })
  .regex(HEX_COLOUR, { error: (issue) => `must be a hex colour like "#1a2b3c", got ${quote(issue.input)}` });

export const hostname = z.string({ error: 'must be a host name string like "play.example.com"' }).regex(HOSTNAME, {
  error: (issue) =>
    `must be a lower-case host name like "play.example.com" (no scheme, port or path), got ${quote(issue.input)}`,
});

export const assetPath = z.string({ error: 'must be a path like "assets/logo.svg"' }).regex(ASSET_PATH, {
  error: (issue) =>
    `must be an SVG or PNG file in the merchant's assets/ folder, like "assets/logo.svg", got ${quote(issue.input)}`,
});

export const languageCode = z.enum(LANGUAGE_CODES, {
  error: (issue) => `unknown language code ${quote(issue.input)}; use one of ${LANGUAGE_CODES.join(' ')}`,
});

/** The schemes a plain-host URL may have: https where the page is https (scripts, frames, the API). */
export type UrlSchemes = 'https' | 'http(s)';

/**
 * What is wrong with `value` as an absolute URL with a plain host, or undefined when nothing is: the scheme
 * (`schemes`), then a host of letters, digits, dots and hyphens with an optional port -- no "*" (a policy
 * wildcard), ";" or "," (the end of a directive or a source), "$" (an nginx variable), quotes, spaces, user
 * info, non-ASCII or a trailing dot -- that the browser keeps as written; after it, no space, quote, <>, \ and
 * the like; no control character anywhere.
 * `what` names the expected value in the message ("an https URL or a path on the site").
 */
export function plainHostUrlProblem(value: string, schemes: UrlSchemes, what: string): string | undefined {
  const control = controlCharacterProblem(value);
  if (control) return `must not contain control characters; found ${control}`;
  const scheme = schemes === 'https' ? /^https:\/\//i : /^https?:\/\//i;
  if (!scheme.test(value)) return `must be ${what}, got ${quote(value)}`;
  const afterScheme = value.slice(value.indexOf('//') + 2);
  const authority = afterScheme.match(/^[^/?#\\]*/)![0];
  const rest = afterScheme.slice(authority.length);
  if (authority.includes('@'))
    return `must not carry user info (${quote(authority.slice(0, authority.lastIndexOf('@') + 1))}): it hides the real host from the player, got ${quote(value)}`;
  if (!PLAIN_HOST.test(authority)) {
    const idn = /[^\x20-\x7e]/.test(authority) ? '; write an international name in its "xn--" form' : '';
    return `host ${quote(authority)} is not a plain host name (ASCII letters, digits, "-" and "." between labels, optional :port)${idn}, got ${quote(value)}`;
  }
  const parsed = URL.parse(value);
  if (!parsed) return `is not a valid URL, got ${quote(value)}`;
  const host = authority.replace(/:[0-9]+$/, '').toLowerCase();
  // "0x7f.1" or "1.2.3.04": the browser rewrites such a host, so the policy and nginx would name another one.
  if (parsed.hostname !== host)
    return `host ${quote(host)} is read by browsers as ${quote(parsed.hostname)}; write that instead, got ${quote(value)}`;
  const bad = rest.search(NOT_URL_CHARACTER);
  if (bad >= 0)
    return `${quote(rest[bad] ?? '')} at character ${value.length - rest.length + bad + 1} is not allowed in a URL; percent-encode it, got ${quote(value)}`;
  return undefined;
}

/** A string that must pass plainHostUrlProblem; `what` names it in the message, as in "must be <what>". */
export const plainHostUrl = (schemes: UrlSchemes, what = schemes === 'https' ? 'an https URL' : 'an http(s) URL') =>
  z.string().superRefine((value, ctx) => {
    const problem = plainHostUrlProblem(value, schemes, what);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

// A path on the site: "/" then letters, digits, "_", "/", "." and "-"; never "//host" (another site).
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9_/.-]*$/;

/**
 * A pixel script or an endpoint the page sends the player to (LINE's authorize page): an https URL with a
 * plain host (the page is https, and the host becomes a policy origin), or a path on the site.
 */
export const httpsUrlOrSitePath = z.string().superRefine((value, ctx) => {
  if (SITE_PATH.test(value)) return;
  const problem = plainHostUrlProblem(value, 'https', 'an https URL or a path on the site');
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/** An http(s) URL with a plain host (sandbox.json's Telegram authDomain, which the page sends the player to). */
export const httpsUrl = plainHostUrl('http(s)');
