import { z } from 'zod';

/** GET /wps/captcha/geetest: one challenge (docs/api.md "Captcha"). */
export const captchaChallengeSchema = z.object({
  gt: z.string().describe('GEETEST_ID, or "sandbox" for the sandbox captcha.'),
  challenge: z.string().min(1).describe('The challenge id sent back with the answer.'),
  newCaptcha: z.boolean().describe('Geetest newCaptcha flag.'),
  version: z.enum(['v3', 'v4']).describe('GEETEST_VERSION: which answer fields the app sends.'),
  puzzle: z
    .object({
      prompt: z.string().describe('What the player is asked to do.'),
      characters: z.string().describe('The characters the player types.'),
      expiresInMs: z.number().describe('Lifetime of the challenge.'),
    })
    .optional()
    .describe("The sandbox's own puzzle (gt sandbox)."),
});
export type CaptchaChallenge = z.output<typeof captchaChallengeSchema>;
