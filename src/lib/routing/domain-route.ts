// SPEC 7 domainRoute (flows/sign-in/api.ts makes the call): what the operator knows of the host the page is on
// (SPEC 1 "identifies the merchant and affiliate by host name"): the affiliate the host belongs to, and the
// merchant's speed domains /m/index offers (SPEC 2). Every field is hostile: a bad one is dropped, never the answer.
import { withPreservedQuery } from './navigation';
import { safeNavigationUrl } from './safe-url';

/** More addresses than a player reads are not a list: the rest is dropped. */
export const SPEED_DOMAINS_MAX = 10;
/** Where a speed domain opens: the app's default landing (SPEC 2 /m/home). */
const SPEED_DOMAIN_LANDING = '/m/home';

// "host", "host:port" or "https://host[:port][/]": nothing else (no scheme but https, credentials, path, query).
const SPEED_DOMAIN = /^(?:https:\/\/)?([A-Za-z0-9.-]{1,253})(?::([1-9]\d{0,4}))?\/?$/;
// RFC 1123 labels: letters, digits and inner "-", 1-63 characters.
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const PORT_MAX = 65_535;

/** A DNS name of two labels or more whose last label is not all digits (no IP literal). */
export function isHostname(value: string): boolean {
  const labels = value.split('.');
  return (
    value.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    /[A-Za-z]/.test(labels.at(-1)!)
  );
}

const fieldsOf = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/**
 * The https URL a speed domain opens, with the page's preserved query (SPEC 2), through the URL guard; undefined
 * when the entry is not strictly a host name (with an optional https:// and port).
 */
export function speedDomainUrl(raw: unknown, currentSearch: string): string | undefined {
  const match = typeof raw === 'string' ? SPEED_DOMAIN.exec(raw) : null;
  if (!match || !isHostname(match[1]!) || Number(match[2] ?? 0) > PORT_MAX) return undefined;
  const origin = `https://${match[1]!}${match[2] ? `:${match[2]}` : ''}`;
  return safeNavigationUrl(new URL(withPreservedQuery(SPEED_DOMAIN_LANDING, currentSearch), origin).href);
}

export interface SpeedDomain {
  /** The address as the player reads it: the host (and port). */
  host: string;
  url: string;
}

/** The answer's valid speed domains, each host once, the one the page is on left out, in the operator's order. */
export function speedDomains(value: unknown, page: Pick<Location, 'host' | 'search'>): SpeedDomain[] {
  const list = fieldsOf(value)['speedDomains'];
  if (!Array.isArray(list)) return [];
  const seen = new Set([page.host.toLowerCase()]);
  return list.slice(0, SPEED_DOMAINS_MAX).flatMap((raw: unknown) => {
    const url = speedDomainUrl(raw, page.search);
    const host = url && new URL(url).host;
    if (!url || !host || seen.has(host)) return [];
    seen.add(host);
    return [{ host, url }];
  });
}
