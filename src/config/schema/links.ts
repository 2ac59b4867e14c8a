import { z } from 'zod';

// Download links are trimmed (SPEC 5) before they are validated.
const trimmedUrl = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.url({ protocol: /^https?$/, error: (issue) => `must be an http(s) URL, got ${JSON.stringify(issue.input)}` }),
);

/** SPEC 3 "Download links". */
export const downloadLinkSchema = z.strictObject({
  resourceType: z.enum(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']).describe('Which download this is.'),
  url: trimmedUrl.describe('Where the file or store page is (trimmed).'),
});

export const CS_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;

/** SPEC 3 "Customer-service item". */
export const customerServiceSchema = z.strictObject({
  csType: z.enum(CS_TYPES).describe('Chat provider type.'),
  csPosition: z.string().optional().describe('Where the entry is shown; defaults to csType.'),
  path: z.string().min(1).describe('Chat URL, or an encrypted path whose last 8 characters are the key.'),
  labelIds: z.array(z.string()).default([]).describe('VIP labels that see this item; empty for everybody.'),
});
