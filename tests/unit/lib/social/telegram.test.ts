import { describe, expect, it } from 'vitest';
import {
  decodeTelegramAuthResult,
  readTelegramAuthParam,
  readTelegramInitData,
  telegramAuthUrl,
} from '@/lib/social/telegram';

const user = { id: 123456, first_name: 'Ann', username: 'ann', auth_date: 1700000000, hash: 'abc' };
const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
/** The result as the app reads it from a hash (readTelegramAuthParam), decoded. */
const decoded = (hash: string | null | undefined) => {
  const raw = readTelegramAuthParam(hash);
  return raw === undefined ? undefined : decodeTelegramAuthResult(raw);
};

describe('telegram result in the URL hash (SPEC 4, SPEC 5)', () => {
  it('decodes a Base64 JSON result', () => {
    expect(decoded(`#tgAuthResult=${base64(JSON.stringify(user))}`)).toEqual(user);
  });

  it('decodes Base64url without padding', () => {
    const json = JSON.stringify({ ...user, first_name: 'Ãnn?>>' });
    const encoded = base64url(json);
    expect(encoded).toMatch(/[-_]/);
    expect(encoded).not.toMatch(/=/);
    expect(decoded(`#tgAuthResult=${encoded}`)).toEqual(JSON.parse(json));
  });

  it('keeps "+" and "/" of Base64, also percent-encoded', () => {
    const json = JSON.stringify({ ...user, first_name: 'Ãnn?>>' });
    const encoded = base64(json);
    expect(encoded).toMatch(/[+/]/);
    expect(decoded(`#tgAuthResult=${encoded}`)).toEqual(JSON.parse(json));
    expect(decoded(`#tgAuthResult=${encodeURIComponent(encoded)}`)).toEqual(JSON.parse(json));
    expect(decoded(`#tgAuthResult=${encoded.replace(/\+/g, ' ')}`)).toEqual(JSON.parse(json));
  });

  it('decodes UTF-8 names', () => {
    expect(decoded(`#tgAuthResult=${base64(JSON.stringify({ id: 1, first_name: 'Nguyễn 阿' }))}`)).toEqual({
      id: 1,
      first_name: 'Nguyễn 阿',
    });
  });

  it('finds the result among other hash parameters, with or without "#"', () => {
    expect(decoded(`#a=1&tgAuthResult=${base64('{"id":1}')}&b=2`)).toEqual({ id: 1 });
    expect(decoded(`tgAuthResult=${base64('{"id":1}')}`)).toEqual({ id: 1 });
  });

  it('ignores a hash without a result', () => {
    expect(decoded('')).toBeUndefined();
    expect(decoded(undefined)).toBeUndefined();
    expect(decoded(null)).toBeUndefined();
    expect(decoded('#top')).toBeUndefined();
    expect(decoded('#xtgAuthResult=e30')).toBeUndefined();
  });

  it('ignores a result that is not Base64', () => {
    expect(decoded('#tgAuthResult=')).toBeUndefined();
    expect(decoded('#tgAuthResult=!!!!')).toBeUndefined();
    expect(decoded('#tgAuthResult=abcde')).toBeUndefined();
    expect(decoded('#tgAuthResult=%E0%A4%A')).toBeUndefined();
  });

  it('ignores a result that is not UTF-8', () => {
    expect(decodeTelegramAuthResult(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'))).toBeUndefined();
  });

  it('ignores a result that does not parse as a JSON object', () => {
    expect(decoded(`#tgAuthResult=${base64('{"id":1')}`)).toBeUndefined();
    expect(decoded(`#tgAuthResult=${base64('not json')}`)).toBeUndefined();
    expect(decodeTelegramAuthResult(base64('null'))).toBeUndefined();
    expect(decodeTelegramAuthResult(base64('[1,2]'))).toBeUndefined();
    expect(decodeTelegramAuthResult(base64('42'))).toBeUndefined();
  });
});

describe("Telegram's login popup and the mini-app launch", () => {
  it('opens the widget at the auth domain with the bot, this origin and the page to come back to', () => {
    const url = new URL(
      telegramAuthUrl(
        { botId: '7000000001', authDomain: 'https://oauth.telegram.org/' },
        'https://luckystar.example',
        'https://luckystar.example/m/login',
      )!,
    );
    expect(url.origin + url.pathname).toBe('https://oauth.telegram.org/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: '7000000001',
      origin: 'https://luckystar.example',
      return_to: 'https://luckystar.example/m/login',
      request_access: 'write',
    });
  });

  it.each([
    'javascript:alert(document.domain)//',
    ' JavaScript:alert(1)//',
    'https://evil.example',
    'https://oauth.telegram.org.evil.example',
    'https://oauth.telegram.org@evil.example',
    'http://oauth.telegram.org',
    'data:text/html,<script>alert(1)</script>',
  ])("opens nothing for an auth domain that is not Telegram's: %s", (authDomain) => {
    expect(
      telegramAuthUrl({ botId: '1', authDomain }, 'https://luckystar.example', 'https://luckystar.example/m/login'),
    ).toBeUndefined();
  });

  it("opens the sandbox's stand-in on a loopback host", () => {
    const url = telegramAuthUrl(
      { botId: '1', authDomain: 'http://luckystar.localhost:4321/__telegram' },
      'http://luckystar.localhost:4321',
      'http://luckystar.localhost:4321/m/login',
    );
    expect(url).toMatch(/^http:\/\/luckystar\.localhost:4321\/__telegram\/auth\?bot_id=1&/);
  });

  it('hands on the widget result exactly as it came in the hash (the server checks its hash)', () => {
    const encoded = base64(JSON.stringify(user));
    expect(readTelegramAuthParam(`#tgAuthResult=${encodeURIComponent(encoded)}`)).toBe(encoded);
    expect(readTelegramAuthParam('#tgAuthResult=not-json')).toBeUndefined();
    expect(readTelegramAuthParam('')).toBeUndefined();
  });

  it("reads a mini-app's init data from tgWebAppData, and nothing that lacks its hash or date", () => {
    const initData = `query_id=AAH&user=${encodeURIComponent('{"id":42,"first_name":"Ann"}')}&auth_date=1700000000&hash=ff00`;
    const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=android`;
    expect(readTelegramInitData(hash)).toBe(initData);
    expect(readTelegramInitData(`#tgWebAppData=${encodeURIComponent('user=1&auth_date=1')}`)).toBeUndefined();
    expect(readTelegramInitData('#tgWebAppData=%E0%A4%A')).toBeUndefined();
    expect(readTelegramInitData('#other=1')).toBeUndefined();
  });
});
