// Telegram sign-in: the widget result and mini-app init data checked with Telegram's algorithms, and the
// stand-in of the login widget popup.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataCheckString, signInitData, signWidgetAuth, verifyTelegramAuth } from '../../sandbox/social/telegram';
import { DEVICE_ID, failureOf, get, loginBody, post, postEncrypted, SAIGON, SIAM, useSandbox } from './helpers';

const BOT_TOKEN = '7012345678:AApsjeGbMdnB83TYjRlscJ34c4RyD1ctGkC'; // siamarena's sample bot
const OTHER_TOKEN = '7012345678:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
const NOW = Date.UTC(2026, 0, 15, 12) as number;
const NOW_S = NOW / 1000;
const USER = { id: 123456789, first_name: 'Somsak', username: 'somsak_th' };
const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { errorCode: string; message: string }).message;
  }
  throw new Error('expected a failure');
};

describe('Telegram login widget result (#tgAuthResult)', () => {
  it('is base64url JSON whose hash is HMAC-SHA256 of the data-check string keyed with SHA-256(bot token)', () => {
    const encoded = signWidgetAuth(BOT_TOKEN, USER, NOW_S);
    const fields = JSON.parse(Buffer.from(encoded, 'base64url').toString());
    expect(dataCheckString(fields)).toBe(`auth_date=${NOW_S}\nfirst_name=Somsak\nid=123456789\nusername=somsak_th`);
    const key = createHash('sha256').update(BOT_TOKEN).digest();
    expect(fields.hash).toBe(createHmac('sha256', key).update(dataCheckString(fields)).digest('hex'));
    expect(verifyTelegramAuth(BOT_TOKEN, encoded, NOW)).toEqual({ subject: '123456789', name: 'Somsak' });
    // Standard base64 (with padding) is accepted as well.
    expect(verifyTelegramAuth(BOT_TOKEN, Buffer.from(JSON.stringify(fields)).toString('base64'), NOW).subject).toBe(
      '123456789',
    );
  });

  it('refuses a forged hash, a changed field, another bot token and a stale or future auth_date', () => {
    const fields = JSON.parse(Buffer.from(signWidgetAuth(BOT_TOKEN, USER, NOW_S), 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, encode({ ...fields, hash: 'ab'.repeat(32) }), NOW))).toBe(
      'telegramAuth: hash: does not match the data signed with this bot token',
    );
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, encode({ ...fields, id: 1 }), NOW))).toMatch(
      /^telegramAuth: hash:/,
    );
    expect(problem(() => verifyTelegramAuth(OTHER_TOKEN, encode(fields), NOW))).toMatch(/^telegramAuth: hash:/);
    const stale = signWidgetAuth(BOT_TOKEN, USER, NOW_S - 86_401);
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, stale, NOW))).toBe(
      'telegramAuth: auth_date: older than 86400 s; sign in again',
    );
    expect(verifyTelegramAuth(BOT_TOKEN, signWidgetAuth(BOT_TOKEN, USER, NOW_S - 86_400), NOW).subject).toBe(
      '123456789',
    );
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, signWidgetAuth(BOT_TOKEN, USER, NOW_S + 301), NOW))).toMatch(
      /^telegramAuth: auth_date: more than 300 s in the future/,
    );
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, 'forged', NOW))).toMatch(/^telegramAuth: not base64 JSON/);
  });
});

describe('Telegram mini-app init data', () => {
  it('is checked with the WebAppData key and names the user of its user field', () => {
    const initData = signInitData(BOT_TOKEN, USER, NOW_S, 'AAHdF6IQAAAAAN0XohDhrOrc');
    const fields = Object.fromEntries(new URLSearchParams(initData));
    const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    expect(fields.hash).toBe(createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex'));
    expect(verifyTelegramAuth(BOT_TOKEN, initData, NOW)).toEqual({ subject: '123456789', name: 'Somsak' });
  });

  it('refuses a tampered user field, another bot token and a stale auth_date', () => {
    const initData = signInitData(BOT_TOKEN, USER, NOW_S, 'q1');
    const tampered = new URLSearchParams(initData);
    tampered.set('user', JSON.stringify({ ...USER, id: 1 }));
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, tampered.toString(), NOW))).toBe(
      'telegramAuth: hash: the init data does not match the data signed with this bot token',
    );
    expect(problem(() => verifyTelegramAuth(OTHER_TOKEN, initData, NOW))).toMatch(/^telegramAuth: hash:/);
    expect(problem(() => verifyTelegramAuth(BOT_TOKEN, initData, NOW + 86_401_000))).toMatch(
      /^telegramAuth: auth_date:/,
    );
  });
});

describe('stand-in of the login widget popup (/__telegram/auth)', () => {
  const server = useSandbox();
  const ORIGIN = 'http://siamarena.localhost';
  const RETURN_TO = `${ORIGIN}/m/login?from=telegram`;
  const query = (params: Record<string, string>) =>
    `/__telegram/auth?${new URLSearchParams({ bot_id: '7012345678', origin: ORIGIN, return_to: RETURN_TO, request_access: 'write', ...params })}`;
  const submit = (form: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/__telegram/auth',
      headers: { host: 'siamarena.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bot_id: '7012345678', origin: ORIGIN, return_to: RETURN_TO, ...form }).toString(),
    });

  it("serves an accessible login form for this merchant's bot, and never the bot token", async () => {
    const page = await get(server.app, 'siamarena.localhost', query({}));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="tg-first-name">First name</label>');
    expect(page.body).toContain('<label for="tg-username">Username</label>');
    expect(page.body).toContain('<button type="submit">Log in</button>');
    expect(page.body).not.toContain('AApsjeGb');
  });

  it("answers 400 naming bot_id, origin or return_to when they are not this site's", async () => {
    const bad = async (params: Record<string, string>, host = 'siamarena.localhost') => {
      const page = await get(server.app, host, query(params));
      expect(page.statusCode).toBe(400);
      return /role="alert">([^<]*)</.exec(page.body)?.[1];
    };
    expect(await bad({ bot_id: '7000000000' })).toBe('bot_id: &#34;7000000000&#34; is not this site&#39;s bot');
    expect(await bad({ origin: 'https://evil.example' })).toBe(`origin: must be this site&#39;s origin ${ORIGIN}`);
    expect(await bad({ return_to: 'https://evil.example/m/login' })).toBe(`return_to: must be a URL on ${ORIGIN}`);
    expect(await bad({}, SAIGON)).toBe('bot_id: this site has no Telegram bot');
  });

  it('signs the chosen identity and returns to return_to#tgAuthResult=..., which logs in once bound', async () => {
    const answer = await submit({ first_name: 'Somsak', username: 'somsak_th', id: '5550001' });
    expect(answer.statusCode).toBe(303);
    const location = String(answer.headers.location);
    expect(location.startsWith(`${RETURN_TO}#tgAuthResult=`)).toBe(true);
    const telegramAuth = location.split('#tgAuthResult=')[1]!;
    expect(JSON.parse(Buffer.from(telegramAuth, 'base64url').toString())).toMatchObject({
      id: 5550001,
      first_name: 'Somsak',
    });
    const telegram = (auth: string) =>
      post(server.app, SIAM, '/wps/session/login/telegram', { telegramAuth: auth, loginDeviceId: DEVICE_ID });
    expect(failureOf(await telegram(telegramAuth)).errorCode).toBe('bind_customer_required');
    await postEncrypted(server.app, SIAM, '/wps/session/login', loginBody('player1', 'play1234', { telegramAuth }));
    // The same Telegram user signs in again later with a new result.
    const again = String((await submit({ first_name: 'Somsak', id: '5550001' })).headers.location).split(
      '#tgAuthResult=',
    )[1]!;
    expect((await telegram(again)).json().value.userName).toBe('player1');
    expect(server.logs.join('\n')).not.toContain('AApsjeGb');
  });

  it('refuses a form without a numeric id or a first name', async () => {
    expect((await submit({ first_name: 'A', id: 'abc' })).body).toContain('id: must be a Telegram user id (digits)');
    expect((await submit({ first_name: ' ', id: '5' })).body).toContain('first_name: is required');
  });
});
