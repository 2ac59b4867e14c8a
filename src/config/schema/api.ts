import { z } from 'zod';
import { hostname, plainHostUrl } from './primitives';

/** Where the operator API (/wps) is. */
export const apiSchema = z.strictObject({
  baseUrl: z
    .union([z.literal(''), plainHostUrl('https', 'an https URL or "" for the same origin')], {
      error: 'must be an https URL or "" for the same origin',
    })
    // The app calls `${baseUrl}/wps/...` and nginx proxies /wps to the origin: a path or "/" would be lost or doubled.
    .refine((value) => value === '' || URL.parse(value)?.origin === value.toLowerCase(), {
      error: (issue) =>
        `must be an origin only, like "https://api.example.com" (no path, query or trailing "/"), got ${JSON.stringify(issue.input)}`,
    })
    .default('')
    .describe(
      'Origin of the /wps API: an https URL with a plain host (it enters the policy and the nginx config); "" means the same origin as the site.',
    ),
});

export const redirectAllowlistSchema = z
  .array(hostname)
  .default([])
  .describe('Hosts that redirectUrl returns and URL banners may send the token to.');
