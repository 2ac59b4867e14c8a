// SPEC 9 "A code map used by the member and chat layer" and SPEC 3 "Customer-service login info".
import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES, chatLanguage } from '@/lib/chat/chat-language';
import { chatIdentity, customerServiceLoginInfo } from '@/lib/chat/login-info';
import { inHeader, inMemberCentre } from '@/lib/chat/placement';

describe('chat language code map (SPEC 9)', () => {
  it('is exactly EN CN TW RU TH VI JA PT ES AR', () => {
    expect(CHAT_LANGUAGES).toEqual(['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR']);
  });

  it.each(['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR'])('keeps %s', (code) => {
    expect(chatLanguage(code)).toBe(code);
  });

  it('gives a variant its base code: PT-BR is PT', () => {
    expect(chatLanguage('PT-BR')).toBe('PT');
  });

  it.each([
    'HI',
    'ID',
    'KO',
    'MY',
    'UR-LA',
    'FR',
    'TR',
    'LO',
    'XX',
    'EN-US',
    'ZH',
    ' CN',
    '',
    'constructor',
    '__proto__',
  ])('falls back to EN for %j, an app language or string the map does not have', (code) => {
    expect(chatLanguage(code)).toBe('EN');
  });

  it('falls back to EN without a language', () => {
    expect(chatLanguage(undefined)).toBe('EN');
  });

  it('reads the code without regard to case (app codes are upper case); a lower-case unknown code is EN', () => {
    expect(chatLanguage('cn')).toBe('CN');
    expect(chatLanguage('pt-br')).toBe('PT');
    expect(chatLanguage('ja')).toBe('JA');
    expect(chatLanguage('hi')).toBe('EN');
    expect(chatLanguage('xx')).toBe('EN');
  });
});

describe('customer-service login info (SPEC 3)', () => {
  const member = {
    id: 17,
    customerId: 'c-901',
    userName: 'player1',
    account: 'acct-1',
    customerName: 'Juan Cruz',
    clubLabel: { labelId: 'VIP3', labelName: 'Gold' },
  };

  it('has user_id, user_name, the chat language and the VIP label name', () => {
    expect(customerServiceLoginInfo(member, 'PT-BR')).toEqual({
      user_id: 'c-901',
      user_name: 'player1',
      language: 'PT',
      label_names: 'Gold',
    });
  });

  it('takes user_id from customerId, else id, as a string; empty with neither', () => {
    expect(customerServiceLoginInfo({ ...member, customerId: 42 }, 'EN').user_id).toBe('42');
    expect(customerServiceLoginInfo({ ...member, customerId: undefined }, 'EN').user_id).toBe('17');
    expect(customerServiceLoginInfo({ ...member, customerId: undefined, id: 'u-5' }, 'EN').user_id).toBe('u-5');
    expect(customerServiceLoginInfo({ userName: 'x' }, 'EN').user_id).toBe('');
  });

  it('takes user_name from userName, else account, else empty', () => {
    expect(customerServiceLoginInfo({ ...member, userName: undefined }, 'EN').user_name).toBe('acct-1');
    expect(customerServiceLoginInfo({ id: 1 }, 'EN').user_name).toBe('');
  });

  it('has empty label_names without a label, with a null label, or a label without a name', () => {
    expect(customerServiceLoginInfo({ ...member, clubLabel: undefined }, 'EN').label_names).toBe('');
    expect(customerServiceLoginInfo({ ...member, clubLabel: null }, 'EN').label_names).toBe('');
    expect(customerServiceLoginInfo({ ...member, clubLabel: { labelId: 'VIP1' } }, 'EN').label_names).toBe('');
  });

  it('maps the language: an unmapped or missing one is EN', () => {
    expect(customerServiceLoginInfo(member, 'TH').language).toBe('TH');
    expect(customerServiceLoginInfo(member, 'KO').language).toBe('EN');
    expect(customerServiceLoginInfo(member, undefined).language).toBe('EN');
  });
});

describe('chat identity (SPEC 4 "Session and chat")', () => {
  it('carries the login info, the auth key and the display name', () => {
    const identity = chatIdentity({ customerId: 9, userName: 'player1', customerName: 'Juan Cruz' }, 'VI', 'key-1');
    expect(identity).toEqual({
      loginInfo: { user_id: '9', user_name: 'player1', language: 'VI', label_names: '' },
      displayName: 'Juan Cruz',
      authKey: 'key-1',
    });
  });

  it('shows the user name when the member has no display name, or an empty one', () => {
    expect(chatIdentity({ userName: 'player1' }, 'EN', 'k').displayName).toBe('player1');
    expect(chatIdentity({ userName: 'player1', customerName: '' }, 'EN', 'k').displayName).toBe('player1');
    expect(chatIdentity({ account: 'acct-1' }, 'EN', 'k').displayName).toBe('acct-1');
  });
});

describe('launcher placement (SPEC 3 csPosition)', () => {
  it('shows a HEADER item in the header only', () => {
    expect(inHeader({ csPosition: 'HEADER' })).toBe(true);
    expect(inMemberCentre({ csPosition: 'HEADER' })).toBe(false);
  });

  it('shows a MEMBER item in the member centre only', () => {
    expect(inHeader({ csPosition: 'MEMBER' })).toBe(false);
    expect(inMemberCentre({ csPosition: 'MEMBER' })).toBe(true);
  });

  it.each(['LIVECHAT', 'COMM100VIP', 'vip', 'header', 'member', ''])(
    'shows an item positioned %j (the csType default or anything else) in both',
    (csPosition) => {
      expect(inHeader({ csPosition })).toBe(true);
      expect(inMemberCentre({ csPosition })).toBe(true);
    },
  );
});
