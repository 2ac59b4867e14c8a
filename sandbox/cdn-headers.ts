// Applies a site's `_headers` file the way the CDN does, so local serving caches like production.

export interface HeaderRule {
  /** The path line as written ("/m/_astro/:file", "/m/home", "/*"). */
  path: string;
  pattern: RegExp;
  headers: [string, string][];
  /** Headers of earlier matching rules this rule removes (`! Name` lines, Cloudflare Pages' "detach"). */
  detach: string[];
}

/**
 * The path syntax Cloudflare Pages and Netlify share: `*` (splat) any characters, slashes included; `:name`
 * (placeholder) one path segment, at least one character without "/". Matched as Cloudflare Pages matches
 * (workers-shared `generateRuleRegExp`: the whole path, case and trailing slash as written); Netlify also
 * matches a trailing slash and any case, which no path the sites serve depends on.
 */
function pathPattern(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * Parses the Netlify / Cloudflare Pages `_headers` format: a path line, then indented `Name: value` lines and
 * `! Name` lines (Netlify skips those: a line without a colon is no header to it).
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: pathPattern(line.trim()), headers: [], detach: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    const detached = /^\s*!\s*([^\s:]+)\s*$/.exec(line)?.[1];
    if (rule && detached) rule.detach.push(detached);
    else if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers of these rules applied in order, as Cloudflare Pages applies the rules that match a path: each
 * first removes the headers it detaches from what the rules before it set, then adds its own.
 */
function mergeRules(rules: readonly HeaderRule[]): [string, string][] {
  return rules.reduce<[string, string][]>((headers, rule) => {
    const detached = new Set(rule.detach.map((name) => name.toLowerCase()));
    return [...headers.filter(([name]) => !detached.has(name.toLowerCase())), ...rule.headers];
  }, []);
}

/** Headers for a request path as Cloudflare Pages applies them: every matching rule, in file order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return mergeRules(rules.filter((rule) => rule.pattern.test(pathname)));
}

/**
 * Whether these headers (of one path) mark a file that never changes under its URL: `immutable` in its
 * Cache-Control, as `_headers` gives the hashed names only. Only such a file may keep validators made of its
 * size and modification time; any other file can change between builds with both equal (issue 41).
 */
export const isImmutable = (headers: readonly (readonly [string, string])[]) =>
  headers.some(
    ([name, value]) => name.toLowerCase() === 'cache-control' && /(?:^|,)\s*immutable\s*(?:,|$)/i.test(value),
  );

/** One segment of a path pattern: a literal, a placeholder (one segment) or a final splat (the rest). */
type Segment = { literal: string } | 'one' | 'rest';

/**
 * The segments of a path in the shape the build writes: literal segments, whole-segment placeholders, and a
 * splat only as the whole last segment. Undefined for any other use of `*` or `:name`.
 */
function segments(path: string): Segment[] | undefined {
  const parts = path.split('/').slice(1);
  const result = parts.map((part, index): Segment | undefined => {
    if (part === '*') return index === parts.length - 1 ? 'rest' : undefined;
    if (/^:[A-Za-z]\w*$/.test(part)) return 'one';
    return /\*|:[A-Za-z]/.test(part) ? undefined : { literal: part };
  });
  return path.startsWith('/') && result.every((segment) => segment !== undefined) ? result : undefined;
}

const shapeOf = (path: string): Segment[] => {
  const shape = segments(path);
  if (!shape) throw new Error(`"${path}": use * only as the last segment and :name only as a whole segment`);
  return shape;
};

/** Whether every path segment `b` matches is matched by `a`. */
const segmentCovers = (a: Segment, b: Segment) =>
  a === 'one'
    ? b === 'one' || (typeof b === 'object' && b.literal !== '')
    : typeof a === 'object' && typeof b === 'object' && a.literal === b.literal;

/** Whether some path segment is matched by both. */
const segmentsMeet = (a: Segment, b: Segment) => segmentCovers(a, b) || segmentCovers(b, a);

/** Whether some path matches both patterns (throws for shapes outside `segments`). */
export function pathsOverlap(a: string, b: string): boolean {
  const [first, second] = [shapeOf(a), shapeOf(b)];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const [x, y] = [first[i], second[i]];
    if (x === undefined || y === undefined) return false;
    if (x === 'rest' || y === 'rest') return true;
    if (!segmentsMeet(x, y)) return false;
  }
  return true;
}

/** Whether every path `specific` matches is matched by `general` too (throws for shapes outside `segments`). */
export function pathCovers(general: string, specific: string): boolean {
  const [a, b] = [shapeOf(general), shapeOf(specific)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]];
    if (x === 'rest') return y !== undefined;
    if (x === undefined || y === undefined || y === 'rest' || !segmentCovers(x, y)) return false;
  }
  return true;
}
