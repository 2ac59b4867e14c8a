// Issue 9 item 8: failed logins are throttled per account and per client address, on the sandbox's clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK, ADDRESS_LOCK } from '../../sandbox/state/throttle';
import {
  auth,
  controlPost,
  DEVICE_ID,
  failureOf,
  loginBody,
  LUCKY,
  PASSWORD,
  postEncryptedFrom,
  SIAM,
  useSandbox,
  type Client,
} from './helpers';

const START = Date.parse('2026-11-22T12:00:00Z');
let clock = START;
const server = useSandbox({ now: () => clock });
beforeEach(() => {
  clock = START;
});

const LOGIN = '/wps/session/login';
const attacker: Client = { address: '203.0.113.66', now: () => clock };
const player: Client = { address: '198.51.100.7', now: () => clock };

const logIn = (username: string, password: string, from = attacker, host = LUCKY) =>
  postEncryptedFrom(server.app, from, host, LOGIN, loginBody(username, password));
const errorCodeOf = async (response: ReturnType<typeof logIn>) => {
  const answer = await response;
  return answer.statusCode === 200 ? 'ok' : failureOf(answer).errorCode;
};

/** `count` wrong passwords for `username`; every answer must be login.cred.err. */
async function failLogins(username: string, count: number, from = attacker) {
  for (let i = 0; i < count; i++) expect(await errorCodeOf(logIn(username, `wrong${i}x`, from))).toBe('login.cred.err');
}

describe('per account', () => {
  it('answers the 5th wrong password login.cred.err and the 6th 429 login.too.many.attempts with Retry-After', async () => {
    await failLogins('player1', ACCOUNT_LOCK.maxFailures);
    const locked = await logIn('player1', 'wrong-again');
    expect(failureOf(locked)).toEqual({
      status: 429,
      errorCode: 'login.too.many.attempts',
      message: 'Too many failed logins. Try again in 900 seconds.',
    });
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.headers['cache-control']).toBe('no-store');
  });

  it('refuses even the right password, from any address, while locked', async () => {
    await failLogins('player1', 5);
    expect(await errorCodeOf(logIn('player1', PASSWORD))).toBe('login.too.many.attempts');
    expect(await errorCodeOf(logIn('player1', PASSWORD, player))).toBe('login.too.many.attempts');
    expect(await errorCodeOf(logIn('player2', PASSWORD, player))).toBe('ok');
    expect(await errorCodeOf(logIn('player1', PASSWORD, player, SIAM))).toBe('ok'); // each merchant is its own operator
  });

  it('unlocks exactly when the 15-minute lock ends, with a fresh count', async () => {
    await failLogins('player1', 5);
    clock += ACCOUNT_LOCK.lockMs - 1;
    const last = await logIn('player1', PASSWORD);
    expect(failureOf(last).errorCode).toBe('login.too.many.attempts');
    expect(last.headers['retry-after']).toBe('1');
    clock += 1;
    await failLogins('player1', 4);
    expect(await errorCodeOf(logIn('player1', PASSWORD))).toBe('ok');
  });

  it('clears the count on a right password', async () => {
    await failLogins('player1', 4);
    expect(await errorCodeOf(logIn('player1', PASSWORD))).toBe('ok');
    await failLogins('player1', 4);
    expect(await errorCodeOf(logIn('player1', PASSWORD))).toBe('ok');
  });

  it('forgets failures 15 minutes after the first one', async () => {
    await failLogins('player1', 4);
    clock += ACCOUNT_LOCK.windowMs;
    await failLogins('player1', 4);
    expect(await errorCodeOf(logIn('player1', PASSWORD))).toBe('ok');
  });

  it('does not answer 150 wrong passwords in a row all with login.cred.err', async () => {
    const answers: Record<string, number> = {};
    for (let i = 0; i < 150; i++) {
      const code = await errorCodeOf(logIn('player1', `guess${i}`));
      answers[code] = (answers[code] ?? 0) + 1;
    }
    expect(answers).toEqual({ 'login.cred.err': 5, 'login.too.many.attempts': 145 });
  });

  it('counts unknown user names, wrong SMS codes and wrong passwords sent with 2FA verification', async () => {
    for (let i = 0; i < 5; i++) expect(await errorCodeOf(logIn('nobody1', 'x12345'))).toBe('not.exists.user');
    expect(await errorCodeOf(logIn('nobody1', 'x12345'))).toBe('login.too.many.attempts');

    const smsLogin = () =>
      postEncryptedFrom(server.app, player, LUCKY, LOGIN, {
        type: 'sms',
        username: '9171234567',
        password: '000000',
        loginDeviceId: DEVICE_ID,
      });
    for (let i = 0; i < 5; i++) expect(failureOf(await smsLogin()).errorCode).toBe('sms.code.err');
    expect(failureOf(await smsLogin()).errorCode).toBe('login.too.many.attempts');

    const verify = (password: string) =>
      postEncryptedFrom(server.app, player, LUCKY, `${LOGIN}/verification`, {
        username: 'secure1',
        password,
        codes: {},
        loginDeviceId: DEVICE_ID,
      });
    for (let i = 0; i < 5; i++) expect(failureOf(await verify(`wrong${i}x`)).errorCode).toBe('login.cred.err');
    expect(failureOf(await verify(PASSWORD)).errorCode).toBe('login.too.many.attempts');
  });

  it('is cleared by the control API reset, so tests stay independent', async () => {
    await failLogins('player1', 5);
    await controlPost(server.app, LUCKY, '/__sandbox/reset', {});
    expect(await errorCodeOf(logIn('player1', PASSWORD))).toBe('ok');
  });
});

describe('per client address', () => {
  const members = ['player1', 'player2', 'newbie1', 'expired1', 'agent1'];

  it('locks an address after 20 failures across accounts, none of them locked itself', async () => {
    for (const name of members) await failLogins(name, ADDRESS_LOCK.maxFailures / members.length);
    const locked = await logIn('member4', PASSWORD);
    expect(failureOf(locked)).toMatchObject({ status: 429, errorCode: 'login.too.many.attempts' });
    expect(locked.headers['retry-after']).toBe('900');
    for (const name of [...members, 'member4']) expect(await errorCodeOf(logIn(name, PASSWORD, player))).toBe('ok');
  });

  it('takes the address from the connection, not from an X-Forwarded-For the client chose', async () => {
    for (const name of members) await failLogins(name, 4);
    const spoofed = await postEncryptedFrom(server.app, attacker, LUCKY, LOGIN, loginBody('member4', PASSWORD), {
      'x-forwarded-for': '192.0.2.1',
    });
    expect(failureOf(spoofed).errorCode).toBe('login.too.many.attempts');
  });

  it('keeps its count when the attacker logs in to an account of its own', async () => {
    for (const name of members.slice(0, 4)) await failLogins(name, 4);
    expect(await errorCodeOf(logIn('member4', PASSWORD))).toBe('ok');
    await failLogins('agent1', 4);
    expect(await errorCodeOf(logIn('member4', PASSWORD))).toBe('login.too.many.attempts');
  });

  it('unlocks the address when its 15-minute lock ends', async () => {
    for (const name of members) await failLogins(name, 4);
    clock += ADDRESS_LOCK.lockMs - 1;
    expect(await errorCodeOf(logIn('member4', PASSWORD))).toBe('login.too.many.attempts');
    clock += 1;
    expect(await errorCodeOf(logIn('member4', PASSWORD))).toBe('ok');
  });
});

describe('the current-password check of a password change (issue 25: a stolen token)', () => {
  it('counts toward the account lock: 30 guesses get 5 password.old.err, then 429 even for the right password', async () => {
    const token = (await logIn('player2', PASSWORD, player)).json().value.token as string;
    const change = (oldPassword: string) =>
      postEncryptedFrom(
        server.app,
        attacker,
        LUCKY,
        '/wps/member/password',
        { oldPassword, newPassword: 'taken123' },
        auth(token),
      );
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) answers.push(await errorCodeOf(change(`guess${i}x`)));
    expect(answers.filter((code) => code === 'password.old.err')).toHaveLength(ACCOUNT_LOCK.maxFailures);
    expect(answers.filter((code) => code === 'login.too.many.attempts')).toHaveLength(30 - ACCOUNT_LOCK.maxFailures);
    expect(await errorCodeOf(change(PASSWORD))).toBe('login.too.many.attempts');
    // The account itself is locked, as after as many failed logins.
    expect(await errorCodeOf(logIn('player2', PASSWORD, player))).toBe('login.too.many.attempts');
    clock += ACCOUNT_LOCK.lockMs;
    expect(await errorCodeOf(logIn('player2', PASSWORD, player))).toBe('ok');
  });
});
