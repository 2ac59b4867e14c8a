import { z } from 'zod';

/** Issue 44: the errors and web vitals each page view reports to the operator (docs/api.md "Field reports"). */
export const fieldReportsSchema = z.strictObject({
  sampleRate: z
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be at least 0 (0: no page view reports)' })
    .max(1, { error: 'must be at most 1 (1: every page view reports)' })
    .default(1)
    .describe(
      'Share of page views that report their errors and web vitals to the operator (0-1; 1: every one). A busy brand lowers it.',
    ),
});
