// Issue 44: the field reports of the collect beacon (docs/api.md "Field reports"), validated as an operator's
// backend would before keeping them: a report of any other shape is refused, naming the field.
import { z } from 'zod';
import { FIELD_ERRORS_PER_PAGE, VITAL_NAMES } from '../../src/lib/field/report';
import { FIELD_MESSAGE_MAX_LENGTH } from '../../src/lib/field/scrub';

const context = {
  route: z.string().regex(/^[a-z][a-zA-Z/]*$/, { error: 'must be a route path of the route table ("home")' }),
  build: z.string().regex(/^[0-9a-f]{8}$/, { error: 'must be 8 hexadecimal digits' }),
  engine: z.string().max(40),
};
const text = z.string().max(FIELD_MESSAGE_MAX_LENGTH);

export const fieldReportSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('errors'),
    ...context,
    errors: z
      .array(
        z.strictObject({
          kind: z.enum(['error', 'rejection', 'chunk', 'csp']),
          message: text,
          stack: z.string().max(FIELD_MESSAGE_MAX_LENGTH * 6),
          source: text,
          count: z.number().int().positive(),
        }),
      )
      .min(1)
      .max(FIELD_ERRORS_PER_PAGE),
  }),
  z.strictObject({
    type: z.literal('vitals'),
    ...context,
    vitals: z.partialRecord(z.enum(VITAL_NAMES), z.number().nonnegative()),
  }),
]);
export type RecordedFieldReport = z.output<typeof fieldReportSchema> & { at: number };

/** Whether a collect value is a field report (the tracked events have a name instead). */
export const isFieldReport = (value: unknown) =>
  typeof value === 'object' && value !== null && 'type' in value && !('name' in value);
