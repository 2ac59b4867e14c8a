// Issue 9 item 7: one-time codes reach the log in test and demo modes only; live mode logs that a code went out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, loginBody, LUCKY, post, postEncrypted, startSandbox, type TestServer } from './helpers';

const MOBILE = '9170000042';

/** Sends a verification SMS and starts a 2FA login; returns the codes the sandbox issued. */
async function issueCodes({ app, sandbox }: TestServer): Promise<string[]> {
  expect(
    (await post(app, LUCKY, '/wps/verification/sms/noLogin', { countryDialingCode: '+63', mobileNum: MOBILE }))
      .statusCode,
  ).toBe(200);
  expect(failureOf(await postEncrypted(app, LUCKY, '/wps/session/login', loginBody('secure1'))).errorCode).toBe(
    'login_verify_required',
  );
  const state = sandbox.merchants.find((merchant) => merchant.code === 'luckystar')!;
  const secure = state.users.byName('secure1')!;
  return [state.sms.last.get(`+63${MOBILE}`)!.code, ...Object.values(state.twoFactor.get(secure.id)!.codes)];
}

describe.each([
  { mode: 'test', prints: true },
  { mode: 'demo', prints: true },
  { mode: 'live', prints: false },
] as const)('in $mode mode', ({ mode, prints }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSandbox({ mode });
  });
  afterAll(() => server.app.close());

  it(
    prints ? 'prints SMS and 2FA codes to the log' : 'prints no SMS or 2FA code, only that codes were sent',
    async () => {
      const codes = await issueCodes(server);
      expect(codes).toHaveLength(4);
      const log = server.logs.join('\n');
      for (const code of codes) expect(log.includes(code)).toBe(prints);
      expect(log).toMatch(prints ? /SMS code for \+639170000042: \d{6}/ : /SMS code sent to \+63\*\*\*\*0042/);
      expect(log).toMatch(
        prints ? /2FA codes for secure1: email \d{6}/ : /2FA codes for secure1: email, authenticator, sms sent/,
      );
    },
  );
});
