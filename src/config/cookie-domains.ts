// SPEC 9 "Device id cookie ... domain set to the parent domain": the registrable domain of each configured
// host, from the public-suffix list (tldts) at build time, so `co.uk`-style domains work and the browser
// ships no suffix list.
import { getDomain } from 'tldts';

/** The registrable domains (brand.co.uk for m.brand.co.uk) of a merchant's hosts, without duplicates. */
export function cookieDomainsOf(hosts: readonly string[]): string[] {
  const domains = hosts
    .map((host) => getDomain(host, { allowPrivateDomains: true }))
    .filter((domain): domain is string => Boolean(domain));
  return [...new Set(domains)].filter((domain) => domain !== 'localhost' && !domain.endsWith('.localhost'));
}
