// /__sandbox/*: the control API for tests and demos (modes test and demo only; 404 in live mode), for
// loopback hosts and callers that send X-Sandbox-Control (control-guard.ts).
// The merchant is the one of the Host, or the `merchant` query/body field (its folder code).
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { solvedFields } from './api/captcha';
import { parse, queryOf } from './api/context';
import { ApiError, failure, fromFastifyError, ok } from './api/errors';
import { checkControlCaller } from './control-guard';
import { userSchema } from './data/schema';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../src/config/schema/flags';
import { randomId, SOCIAL_CREDENTIAL_TTL_MS } from './state/codes';
import { hashPassword } from './state/passwords';
import { merchantForHost, type MerchantState, type Sandbox } from './state/sandbox';
import { mobileKey, newUserRecord, SOCIAL_PROVIDERS } from './state/users';
import { issueLineCode, randomLineUserId } from './social/line';
import { telegramClient } from './social/telegram-client';
import { summariseField } from './field-summary';

const statusSchema = z.strictObject({
  maintenance: z.boolean().optional(),
  maintenanceEnd: z
    .union([z.number().int(), z.iso.datetime({ offset: true }).transform((iso) => Date.parse(iso)), z.null()])
    .optional(),
  regionRestriction: z.boolean().optional(),
  ip: z.union([z.ipv4(), z.ipv6(), z.null()]).optional(),
  domainNotAvailable: z.boolean().optional(),
  whitelabelVal: z
    .partialRecord(z.enum(Object.keys(WHITELABEL_FLAGS) as [WhitelabelFlag, ...WhitelabelFlag[]]), z.boolean())
    .optional(),
  merchant: z.string().optional(),
});

const faultSchema = z
  .strictObject({
    path: z.string().regex(/^\/wps\/[^?]*$/, { error: 'must be a /wps/ path, exact or ending with "*"' }),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    count: z.number().int().min(1).max(1000).default(1),
    status: z.number().int().min(400).max(599).optional(),
    errorCode: z.string().min(1).optional(),
    message: z.string().optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    drop: z.boolean().optional(),
    value: z.unknown().optional(),
    merchant: z.string().optional(),
  })
  .refine(
    (fault) => fault.status !== undefined || fault.delayMs !== undefined || fault.drop || fault.value !== undefined,
    {
      error: 'give status, delayMs, drop or value',
      path: ['status'],
    },
  );

const socialSchema = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS),
  subject: z.string().min(1).max(64).optional(),
  name: z.string().min(1).max(60).optional(),
  redirectUri: z.url().optional().describe('line: the redirect_uri the code is bound to; none: any'),
  merchant: z.string().optional(),
});

const bodyOf = (request: FastifyRequest) =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

function chosenMerchant(sandbox: Sandbox, request: FastifyRequest): MerchantState | undefined {
  const byHost = merchantForHost(sandbox, request.host);
  if (byHost) return byHost;
  const code = queryOf(request).merchant ?? bodyOf(request).merchant;
  if (code === undefined) return undefined;
  const state = sandbox.merchants.find((m) => m.code === code || m.merchant.merchantCode === code);
  if (!state) throw new ApiError(400, 'bad.request', `merchant: unknown merchant "${String(code)}"`);
  return state;
}

export async function registerControl(app: FastifyInstance, sandbox: Sandbox): Promise<void> {
  await app.register(
    async (control) => {
      control.setErrorHandler((error, _request, reply) => {
        const api = fromFastifyError(error as Error & { statusCode?: number; code?: string });
        return reply.code(api.status).send(failure(api));
      });
      // Answers change with every test step and may carry codes: no cache keeps them.
      control.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      if (sandbox.mode === 'live') {
        control.all('/*', async () => {
          throw new ApiError(404, 'not.found', 'The control API answers only in test and demo modes');
        });
        return;
      }
      control.addHook('onRequest', async (request) => checkControlCaller(request));
      const merchantOf = (request: FastifyRequest) => {
        const state = chosenMerchant(sandbox, request);
        if (!state)
          throw new ApiError(
            400,
            'bad.request',
            'merchant: send the request to a merchant host or pass ?merchant=<code>',
          );
        return state;
      };

      control.get('/state', async (request) => {
        const state = merchantOf(request);
        const users = state.users
          .all()
          .map(
            ({
              id,
              userName,
              customerType,
              firstTimeLogin,
              passwordExpired,
              updatePassword,
              twoFactor,
              mobileNum,
              registration,
            }) => ({
              id,
              userName,
              customerType,
              firstTimeLogin,
              passwordExpired,
              updatePassword,
              twoFactor,
              mobileNum,
              promoCode: typeof registration?.promoCode === 'string' ? registration.promoCode : null,
              affiliateCode: typeof registration?.affiliateCode === 'string' ? registration.affiliateCode : null,
            }),
          );
        return ok({
          mode: sandbox.mode,
          merchant: state.code,
          merchantCode: state.merchant.merchantCode,
          rsaBits: sandbox.rsa.bits,
          status: state.status,
          faults: state.faults.list(),
          users,
        });
      });

      control.post('/status', async (request) => {
        const state = merchantOf(request);
        const { merchant: _m, ...changes } = parse(statusSchema, bodyOf(request));
        Object.assign(
          state.status,
          Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        );
        sandbox.log(`${state.code}: status ${JSON.stringify(state.status)}`);
        return ok(state.status);
      });

      control.post('/faults', async (request) => {
        const state = merchantOf(request);
        const { count, merchant: _m, ...fault } = parse(faultSchema, bodyOf(request));
        state.faults.add({ ...fault, remaining: count });
        return ok(state.faults.list());
      });
      control.get('/faults', async (request) => ok(merchantOf(request).faults.list()));
      control.delete('/faults', async (request) => {
        merchantOf(request).faults.clear();
        return ok([]);
      });

      control.get('/sms', async (request) => {
        const state = merchantOf(request);
        const query = parse(
          z.object({
            mobileNum: z.string().regex(/^[0-9]{6,16}$/),
            countryDialingCode: z
              .string()
              .regex(/^\+[0-9]{1,4}$/)
              .optional(),
            merchant: z.string().optional(),
          }),
          queryOf(request),
          'query',
        );
        const sms = state.sms.last.get(
          mobileKey(query.countryDialingCode ?? state.merchant.country.dialingCode, query.mobileNum),
        );
        if (!sms) throw new ApiError(404, 'not.found', 'mobileNum: no SMS was sent to this number');
        return ok(sms);
      });

      control.get('/2fa', async (request) => {
        const state = merchantOf(request);
        const { username } = parse(
          z.object({ username: z.string().min(1), merchant: z.string().optional() }),
          queryOf(request),
          'query',
        );
        const user = state.users.byName(username);
        const pending = user && state.twoFactor.get(user.id);
        if (!user || !pending)
          throw new ApiError(404, 'not.found', 'username: no 2FA verification is pending for this member');
        return ok({
          username: user.userName,
          required: user.twoFactor,
          codes: pending.codes,
          expiresAt: pending.expiresAt,
        });
      });

      control.post('/captcha/solve', async (request) => {
        const state = merchantOf(request);
        const { challenge } = parse(
          z.object({ challenge: z.string().optional(), merchant: z.string().optional() }),
          bodyOf(request),
        );
        const now = sandbox.now();
        const captcha = challenge ? state.captchas.peek(challenge, now) : state.captchas.create(now);
        if (!captcha) throw new ApiError(404, 'not.found', 'challenge: unknown or expired');
        return ok({
          challenge: captcha.challenge,
          answer: captcha.answer,
          ...solvedFields(captcha, captcha.answer, now),
        });
      });

      control.post('/social', async (request) => {
        const state = merchantOf(request);
        const input = parse(socialSchema, bodyOf(request));
        if (input.provider === 'telegram') return ok(telegramClient(sandbox, state, input));
        if (input.provider === 'firebase')
          throw new ApiError(
            400,
            'bad.request',
            'provider: firebase ID tokens come from the Firebase Auth emulator; create a user with its REST API (docs/api.md)',
          );
        const subject =
          input.subject ?? (input.provider === 'line' ? randomLineUserId() : `maya-${randomInt(1e8, 1e9)}`);
        const name = input.name ?? `Sandbox ${input.provider} user`;
        const entry = { provider: input.provider, subject, name, expiresAt: sandbox.now() + SOCIAL_CREDENTIAL_TTL_MS };
        if (input.provider === 'maya')
          return ok({ subject, sessionId: state.social.issue(randomId(), { ...entry, kind: 'maya' }) });
        return ok({
          subject,
          code: issueLineCode(sandbox, state, { subject, name }, input.redirectUri),
          accessToken: state.social.issue(randomId(), { ...entry, kind: 'line-access' }),
        });
      });

      control.post('/users', async (request) => {
        const state = merchantOf(request);
        const { merchant: _m, ...fields } = bodyOf(request);
        const seed = parse(userSchema, fields);
        if (state.users.byName(seed.username))
          throw new ApiError(400, 'register.username.exists', 'username: already taken');
        const { username, password, note: _n, mobileNum, email, language, ...rest } = seed;
        // The id is taken after the hashing wait: two members created at once must not share one.
        const passwordHash = await hashPassword(password, sandbox.scryptCost);
        const user = state.users.add(
          newUserRecord(
            state.users.nextId(),
            passwordHash,
            state.merchant,
            state.data,
            {
              ...rest,
              userName: username,
              mobileNum: mobileNum ?? null,
              email: email ?? null,
              language: language ?? state.merchant.languages.default,
            },
            sandbox.now(),
          ),
        );
        sandbox.changed();
        return ok({ id: user.id, userName: user.userName, customerId: user.customerId });
      });

      control.get('/events', async (request) => ok(merchantOf(request).events));

      // Issue 44: the field reports of the host's merchant and their summary (what an ops view shows).
      control.get('/field', async (request) => {
        const { fieldReports } = merchantOf(request);
        return ok({ summary: summariseField(fieldReports), reports: fieldReports });
      });

      control.post('/reset', async (request) => {
        const chosen = chosenMerchant(sandbox, request);
        const states = chosen ? [chosen] : sandbox.merchants;
        for (const state of states) {
          state.reset();
          sandbox.tokens.revokeWhere(state.code);
        }
        if (!chosen) sandbox.replay.clear();
        sandbox.changed();
        return ok({ reset: states.map((state) => state.code) });
      });

      // Unknown paths and methods (a CORS preflight's OPTIONS too) meet the guard above, then 404.
      control.all('/*', async (request) => {
        throw new ApiError(404, 'not.found', `No control endpoint ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/__sandbox' },
  );
}
