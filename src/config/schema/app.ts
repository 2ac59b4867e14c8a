import { z } from 'zod';

/** SPEC 4 "Download bar" and SPEC 6: who sees the top download / invite bar. */
export const downloadBarSchema = z.strictObject({
  requiresLogin: z.boolean().default(false).describe('The bar shows to logged-in members only.'),
  minVipRank: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('The bar shows only to members of at least this VIP rank level; 0: no limit.'),
});

/** SPEC 4 "Update check", app upgrade: what the native app shell is asked to upgrade to. */
export const appUpgradeSchema = z.strictObject({
  latestVersion: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/, { error: 'must be a version like "2.5.0"' })
    .optional()
    .describe('The current native app version; a shell reporting an older one sees the upgrade modal. Unset: never.'),
});
