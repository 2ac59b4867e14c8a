// Applies a site's `_headers` file the way the CDN does, so local serving caches like production.

export interface HeaderRule {
  /** The path line as written ("/m/_astro/*", "/m/home"). */
  path: string;
  pattern: RegExp;
  headers: [string, string][];
  /** Headers of earlier matching rules this rule removes (`! Name` lines, Cloudflare Pages' "detach"). */
  detach: string[];
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
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ path: line.trim(), pattern: new RegExp(`^${source}$`), headers: [], detach: [] });
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
 * Headers for a request path as Cloudflare Pages applies them: every matching rule in file order, each first
 * removing the headers it detaches from what the rules before it set, then adding its own.
 */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules
    .filter((rule) => rule.pattern.test(pathname))
    .reduce<[string, string][]>((headers, rule) => {
      const detached = new Set(rule.detach.map((name) => name.toLowerCase()));
      return [...headers.filter(([name]) => !detached.has(name.toLowerCase())), ...rule.headers];
    }, []);
}
