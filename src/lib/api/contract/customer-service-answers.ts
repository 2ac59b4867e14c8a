import { z } from 'zod';

/** Relay WPSCORE_getCustomerServiceScript: SPEC 3 "Customer-service item". */
export const customerServiceItemSchema = z.object({
  csType: z.string().min(1).describe('Chat provider type (TX-CHAT, AICAN ... COMM100VIP).'),
  csPosition: z.string().nullish().describe('Where the entry is shown; defaults to csType.'),
  path: z.string().min(1).describe('Chat URL, or an encrypted path whose last 8 characters are the key.'),
  labelIds: z
    .array(z.union([z.string(), z.number()]))
    .nullish()
    .describe('VIP labels that see the item; empty or absent for everybody.'),
});

/** Relay CBS_launchChat (SPEC 1 "Customer-service chat"). */
export const launchChatSchema = z.object({
  url: z.string().nullable().describe('The chat for this player, or null when there is none.'),
});
