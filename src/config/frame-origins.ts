// Issue 27 item 4: which game URLs open inside the app. The sources are the merchant's games.frame.origins,
// matched as the Content-Security-Policy matches its frame sources, so what the app frames the policy loads.

const SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::([0-9]{1,5}|\*))?$/;

/**
 * Whether the frame origin `source` admits `url`: the same scheme; the same host, or with "*." any host under
 * it (not the host itself); the port it names, any for "*", else the scheme's default port.
 */
export function frameSourceAdmits(source: string, url: URL): boolean {
  const match = SOURCE.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (url.protocol !== `${scheme}:`) return false;
  if (wildcard ? !url.hostname.endsWith(`.${host}`) : url.hostname !== host) return false;
  return port === '*' || url.port === (port ?? '');
}

/** The http(s) URL to open in the app's frame, or undefined: not an http(s) URL, or no source admits its origin. */
export function framedGameUrl(raw: string, sources: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
  return sources.some((source) => frameSourceAdmits(source, url)) ? url.href : undefined;
}
