// Issue 44: what a field report may carry of an error's text. Messages and stacks can hold what the page was
// given (a URL's query, a token, a phone number, a password typed into a field): each is cut or masked here.

/** Longest message and stack line kept: enough to tell errors apart, too short to carry a payload. */
export const FIELD_MESSAGE_MAX_LENGTH = 200;
/** Frames of a stack kept: where it was thrown and its callers, not the whole of React. */
export const FIELD_STACK_MAX_FRAMES = 5;

// URLs lose their query and fragment (tokens, codes, go targets travel there) and their user info.
const URL_PATTERN = /\b(https?:\/\/)(?:[^\s/@]+@)?([^\s/?#'"]+)([^\s?#'"]*)[^\s'")]*/gi;
// name=value pairs whose name says secret: the value goes.
const SECRET_PAIR =
  /\b(token|password|passwd|pwd|secret|auth\w*|code|sign|captcha\w*|otp|pin)(["']?\s*[:=]\s*["']?)[^\s"'&,;)}]+/gi;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
// Long runs of letters and digits with at least one digit: session tokens, JWT parts, keys.
const TOKEN_LIKE = /\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{24,}\b/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Seven digits or more, with the separators a phone number is written with (not a stack's line:column).
const PHONE_LIKE = /(?<![:\w])\+?\d(?:[\s().-]?\d){6,}/g;

/** The text with every secret it may hold masked and URLs cut to their origin and path; at most `max` long. */
export function scrubText(text: string, max = FIELD_MESSAGE_MAX_LENGTH): string {
  const scrubbed = text
    .replace(URL_PATTERN, (_url, scheme: string, host: string, pathname: string) => `${scheme}${host}${pathname}`)
    .replace(BEARER, 'Bearer ***')
    .replace(SECRET_PAIR, (_pair, name: string, separator: string) => `${name}${separator}***`)
    .replace(EMAIL, '***@***')
    .replace(TOKEN_LIKE, '***')
    .replace(PHONE_LIKE, '***');
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

/** A stack's first frames, each scrubbed; the message line that V8 repeats at its top is dropped. */
export function shortStack(stack: string | undefined, message: string): string {
  if (!stack) return '';
  const lines = stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.endsWith(message));
  return lines
    .slice(0, FIELD_STACK_MAX_FRAMES)
    .map((line) => scrubText(line))
    .join('\n');
}
