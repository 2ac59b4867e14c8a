// SPEC 9 "Device id cookie ... domain set to the parent domain": the registrable domain of each configured
// host, from the public-suffix list (tldts) at build time, so `co.uk`-style domains work and the browser
// ships no suffix list.
import { getDomain } from 'tldts';
import type { DeviceSyncTarget } from '../config/client';

/** The registrable domains (brand.co.uk for m.brand.co.uk) of a merchant's hosts, without duplicates. */
export function cookieDomainsOf(hosts: readonly string[]): string[] {
  const domains = hosts
    .map((host) => getDomain(host, { allowPrivateDomains: true }))
    .filter((domain): domain is string => Boolean(domain));
  return [...new Set(domains)].filter((domain) => domain !== 'localhost' && !domain.endsWith('.localhost'));
}

/** The merchant's origins: its domains over https on the default port, exactly as browsers write an origin. */
export const merchantOrigins = (hosts: readonly string[]) => hosts.map((host) => `https://${host}`);

/**
 * SPEC 4 "Device id": a cookie is shared inside one registrable domain only, so a merchant whose hosts span
 * several has its first domain keep the id for the others; null when there is nothing to sync.
 */
export function deviceSyncTarget(hosts: readonly string[]): DeviceSyncTarget | null {
  const [primary] = hosts;
  const domains = cookieDomainsOf(hosts);
  const cookieDomain = primary ? cookieDomainsOf([primary])[0] : undefined;
  return cookieDomain && domains.length > 1 ? { origin: `https://${primary}`, cookieDomain } : null;
}
