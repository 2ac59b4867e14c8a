import { z } from 'zod';
import { hostname } from './primitives';

/** Where the operator API (/wps) is. */
export const apiSchema = z.strictObject({
  baseUrl: z
    .union([
      z.literal(''),
      z.url({
        protocol: /^https$/,
        error: (issue) => `must be an https URL or "" for the same origin, got ${JSON.stringify(issue.input)}`,
      }),
    ])
    .default('')
    .describe('Origin of the /wps API; "" means the same origin as the site.'),
});

export const redirectAllowlistSchema = z
  .array(hostname)
  .default([])
  .describe('Hosts that redirectUrl returns and URL banners may send the token to.');
