import { z } from 'zod';

/** GET /wps/v2/system/status: SPEC 4 "System status". */
export const systemStatusSchema = z.object({
  maintenance: z.boolean().describe('The site is under maintenance.'),
  maintenanceEnd: z.number().nullable().describe('Epoch ms when maintenance ends, or null when not announced.'),
  regionRestriction: z.boolean().describe("The visitor's region may not use the site."),
  ip: z.string().nullable().describe("The visitor's IP as the server sees it."),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;
