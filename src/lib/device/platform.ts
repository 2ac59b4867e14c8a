// Where the app runs, read from the page's user agent, query and display mode: the one place that tells an
// iPhone, an iPad, the operator's native app (inApp=1 or inApp=true) and an installed PWA apart.

/** [major, minor] of iOS/iPadOS from a mobile Safari-style user agent; undefined on other platforms. */
export function iosVersion(userAgent: string): [number, number] | undefined {
  const match = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)(?:[_.](\d+))?/.exec(userAgent);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/** An iPad, including iPadOS 13+ which reports itself as a Mac with a touch screen. */
export const isIPad = (userAgent: string, maxTouchPoints: number) =>
  /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

/** A query parameter that is on: 1 or true. */
function queryFlag(search: string, name: string): boolean {
  const value = new URLSearchParams(search).get(name);
  return value === '1' || value === 'true';
}

/** Inside the operator's native app shell, which opens the site with inApp=1 (or inApp=true). */
export const inNativeApp = (search: string) => queryFlag(search, 'inApp');

/** Started from the home screen asking for fullscreen: fullscreen=1 or fullscreen=true (SPEC 3, kept by SPEC 2). */
export const fullscreenRequested = (search: string) => queryFlag(search, 'fullscreen');

/** Started from the home screen as an installed PWA (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
