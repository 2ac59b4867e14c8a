// The native app shell's version (SPEC 4 app upgrade). Apart from platform.ts, which every page loads: only
// the lazily loaded upgrade code reads it.

/**
 * From the shell's user-agent token `AppVersion/<x.y.z>` (docs/decisions.md): the shell sends it with every
 * request of its web view, so unlike a query parameter it survives every navigation.
 */
export function nativeAppVersion(userAgent: string): string | undefined {
  return /\bAppVersion\/(\d+(?:\.\d+){0,3})(?![\d.])/.exec(userAgent)?.[1];
}
