import { z } from 'zod';

/** GET /wps/v2/system/status: SPEC 4 "System status". */
export const systemStatusSchema = z.object({
  maintenance: z.boolean().describe('The site is under maintenance.'),
  maintenanceEnd: z.number().nullable().describe('Epoch ms when maintenance ends, or null when not announced.'),
  regionRestriction: z.boolean().describe("The visitor's region may not use the site."),
  ip: z.string().nullable().describe("The visitor's IP as the server sees it."),
  whitelabelVal: z
    .record(z.string(), z.boolean())
    .optional()
    .describe(
      "Run-time switches: whitelabelVal flags by name, applied from the next page; names this build doesn't know are ignored.",
    ),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;
