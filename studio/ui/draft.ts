// The form's settings: values read and set at the dotted paths check:merchants names ("downloads.0.url").
export type Settings = Record<string, unknown>;

const segments = (path: string) => path.split('.').filter(Boolean);

export function valueAt(settings: unknown, path: string): unknown {
  let node = settings;
  for (const key of segments(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `settings` with `value` at `path` (objects and lists on the way made as needed); undefined removes it. */
export function withValue<T>(settings: T, path: string, value: unknown): T {
  const [key, ...rest] = segments(path);
  if (key === undefined) return value as T;
  const index = /^\d+$/.test(key) ? Number(key) : undefined;
  const node = (settings ?? (index === undefined ? {} : [])) as Record<string, unknown> | unknown[];
  const child = rest.length ? withValue((node as Record<string, unknown>)[key], rest.join('.'), value) : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    if (child === undefined) copy.splice(Number(key), 1);
    else copy[Number(key)] = child;
    return copy as T;
  }
  const copy = { ...(node as Record<string, unknown>) };
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy as T;
}

/** The findings about `path` or inside it; a contrast finding ("theme.text on theme.surface") is at both colours. */
export function findingsAt<F extends { field: string }>(findings: readonly F[], path: string, exact = false): F[] {
  return findings.filter(({ field }) => {
    const named = field.split(' on ');
    return named.includes(path) || (!exact && field.startsWith(`${path}.`));
  });
}
