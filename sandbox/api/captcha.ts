// The sandbox captcha: GET /wps/captcha/geetest hands out a challenge whose answer a human reads off the
// payload ("type these 4 characters"); login, registration and SMS check it per the merchant's settings.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { captchaRequired } from '../../src/lib/auth/captcha-rule';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS, type CaptchaChallenge } from '../state/codes';
import type { MerchantState, Sandbox } from '../state/sandbox';
import { merchantOf, parse, queryOf } from './context';
import { ApiError, ok } from './errors';
import { WPS } from '../wps-paths';

export type CaptchaPurpose = 'login' | 'register' | 'sms';

/** The merchant's flags with the operator's run-time switches (status whitelabelVal) applied at once. */
export const switchedFlags = (state: MerchantState) => ({ ...state.merchant.flags, ...state.status.whitelabelVal });

/** The fields a solved sandbox captcha sends: v3 geetestChallenge + geetestSeccode, v4 geetestValidateV4. */
export function solvedFields(captcha: Pick<CaptchaChallenge, 'challenge'>, answer: string, now: number) {
  return {
    geetestChallenge: captcha.challenge,
    geetestSeccode: `${answer}|jordan`,
    geetestValidateV4: JSON.stringify({
      lot_number: captcha.challenge,
      captcha_output: answer,
      pass_token: captcha.challenge,
      gen_time: String(Math.floor(now / 1000)),
    }),
  };
}

const v4Schema = z.object({ lot_number: z.string(), captcha_output: z.string() });

function captchaAnswer(body: Record<string, unknown>): { challenge: string; answer: string } | undefined {
  const v4 = body.geetestValidateV4;
  if (v4 !== undefined && v4 !== null && v4 !== '') {
    let value = v4;
    if (typeof v4 === 'string') {
      try {
        value = JSON.parse(v4);
      } catch {
        throw new ApiError(400, 'bad.request', 'geetestValidateV4: must be JSON {lot_number, captcha_output, ...}');
      }
    }
    const parsed = parse(v4Schema, value, 'geetestValidateV4');
    return { challenge: parsed.lot_number, answer: parsed.captcha_output };
  }
  const { geetestChallenge, geetestSeccode } = body;
  if (
    typeof geetestChallenge === 'string' &&
    typeof geetestSeccode === 'string' &&
    geetestChallenge &&
    geetestSeccode
  ) {
    return { challenge: geetestChallenge, answer: geetestSeccode.replace(/\|jordan$/, '') };
  }
  return undefined;
}

/** Throws captcha.required / captcha.invalid when this merchant needs a captcha for this purpose. */
export function checkCaptcha(
  state: MerchantState,
  body: Record<string, unknown>,
  purpose: CaptchaPurpose,
  now: number,
): void {
  if (!captchaRequired({ captcha: state.merchant.captcha, flags: switchedFlags(state) }, purpose)) return;
  const given = captchaAnswer(body);
  if (!given)
    throw new ApiError(
      400,
      'captcha.required',
      `geetestChallenge: solve the captcha first (GET /wps/captcha/geetest); ${purpose} needs it for this merchant`,
    );
  if (!state.captchas.consume(given.challenge, given.answer, now)) {
    throw new ApiError(400, 'captcha.invalid', 'The security check failed or expired. Please try the new one.');
  }
}

export function registerCaptcha(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(WPS.captchaGeetest, async (request) => {
    parse(z.object({ t: z.string().optional() }), queryOf(request), 'query');
    const state = merchantOf(request);
    const captcha = state.captchas.create(sandbox.now());
    return ok({
      gt: state.merchant.captcha.geetestId || 'sandbox',
      challenge: captcha.challenge,
      newCaptcha: true,
      success: 1,
      version: state.merchant.captcha.version,
      puzzle: {
        kind: 'type-characters',
        prompt: `Type these ${CAPTCHA_LENGTH} characters`,
        characters: captcha.answer,
        expiresInMs: CAPTCHA_TTL_MS,
      },
    });
  });
}
