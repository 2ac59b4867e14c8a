import { z } from 'zod';
import { quote } from './primitives';

/** SPEC 3 captcha settings (register.captcha.enabled, showLoginGeetest ... and gw GEETEST_*). */
export const captchaSchema = z.strictObject({
  enabled: z.boolean().default(false).describe('register.captcha.enabled: registration needs a solved captcha.'),
  showLoginGeetest: z.boolean().default(false).describe('Login needs a solved captcha.'),
  showGeetest: z.boolean().default(false).describe('Registration shows the captcha challenge.'),
  showSmsGeetest: z
    .boolean()
    .default(false)
    .describe('Sending an SMS code needs a solved captcha (requires version v4).'),
  version: z.enum(['v3', 'v4']).default('v3').describe('GEETEST_VERSION: captcha protocol version.'),
  geetestId: z
    .string()
    .regex(/^(?:[0-9a-f]{32})?$/, {
      error: (issue) => `must be a GEETEST_ID of 32 lower-case hex digits (or "" for none), got ${quote(issue.input)}`,
    })
    .default('')
    .describe(
      'GEETEST_ID of the vendor captcha (32 lower-case hex digits), handed to the vendor script; empty uses the sandbox captcha.',
    ),
});
