import { describe, expect, it } from 'vitest';
import { decodeTelegramAuthResult, readTelegramAuthResult } from '@/lib/social/telegram';

const user = { id: 123456, first_name: 'Ann', username: 'ann', auth_date: 1700000000, hash: 'abc' };
const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

describe('telegram result in the URL hash (SPEC 4, SPEC 5)', () => {
  it('decodes a Base64 JSON result', () => {
    expect(readTelegramAuthResult(`#tgAuthResult=${base64(JSON.stringify(user))}`)).toEqual(user);
  });

  it('decodes Base64url without padding', () => {
    const json = JSON.stringify({ ...user, first_name: 'Ãnn?>>' });
    const encoded = base64url(json);
    expect(encoded).toMatch(/[-_]/);
    expect(encoded).not.toMatch(/=/);
    expect(readTelegramAuthResult(`#tgAuthResult=${encoded}`)).toEqual(JSON.parse(json));
  });

  it('keeps "+" and "/" of Base64, also percent-encoded', () => {
    const json = JSON.stringify({ ...user, first_name: 'Ãnn?>>' });
    const encoded = base64(json);
    expect(encoded).toMatch(/[+/]/);
    expect(readTelegramAuthResult(`#tgAuthResult=${encoded}`)).toEqual(JSON.parse(json));
    expect(readTelegramAuthResult(`#tgAuthResult=${encodeURIComponent(encoded)}`)).toEqual(JSON.parse(json));
    expect(readTelegramAuthResult(`#tgAuthResult=${encoded.replace(/\+/g, ' ')}`)).toEqual(JSON.parse(json));
  });

  it('decodes UTF-8 names', () => {
    expect(
      readTelegramAuthResult(`#tgAuthResult=${base64(JSON.stringify({ id: 1, first_name: 'Nguyễn 阿' }))}`),
    ).toEqual({ id: 1, first_name: 'Nguyễn 阿' });
  });

  it('finds the result among other hash parameters, with or without "#"', () => {
    expect(readTelegramAuthResult(`#a=1&tgAuthResult=${base64('{"id":1}')}&b=2`)).toEqual({ id: 1 });
    expect(readTelegramAuthResult(`tgAuthResult=${base64('{"id":1}')}`)).toEqual({ id: 1 });
  });

  it('ignores a hash without a result', () => {
    expect(readTelegramAuthResult('')).toBeUndefined();
    expect(readTelegramAuthResult(undefined)).toBeUndefined();
    expect(readTelegramAuthResult(null)).toBeUndefined();
    expect(readTelegramAuthResult('#top')).toBeUndefined();
    expect(readTelegramAuthResult('#xtgAuthResult=e30')).toBeUndefined();
  });

  it('ignores a result that is not Base64', () => {
    expect(readTelegramAuthResult('#tgAuthResult=')).toBeUndefined();
    expect(readTelegramAuthResult('#tgAuthResult=!!!!')).toBeUndefined();
    expect(readTelegramAuthResult('#tgAuthResult=abcde')).toBeUndefined();
    expect(readTelegramAuthResult('#tgAuthResult=%E0%A4%A')).toBeUndefined();
  });

  it('ignores a result that is not UTF-8', () => {
    expect(decodeTelegramAuthResult(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'))).toBeUndefined();
  });

  it('ignores a result that does not parse as a JSON object', () => {
    expect(readTelegramAuthResult(`#tgAuthResult=${base64('{"id":1')}`)).toBeUndefined();
    expect(readTelegramAuthResult(`#tgAuthResult=${base64('not json')}`)).toBeUndefined();
    expect(decodeTelegramAuthResult(base64('null'))).toBeUndefined();
    expect(decodeTelegramAuthResult(base64('[1,2]'))).toBeUndefined();
    expect(decodeTelegramAuthResult(base64('42'))).toBeUndefined();
  });
});
