// SPEC 3 "Login response value ... Also scripts for customer service" (docs/api.md): the login answer's
// `scripts` are customer-service items as WPSCORE_getCustomerServiceScript has them.
import { describe, expect, it } from 'vitest';
import { checkAnswer, ContractError } from '@/lib/api/contract/check';
import { loginValueSchema, registerValueSchema } from '@/lib/api/contract/session-answers';
import { loginCall, loginVerificationCall } from '@/flows/sign-in/api';
import { lineLoginCall, mayaLoginCall, telegramLoginCall } from '@/flows/sign-in/social/api';

const login = { token: 'tok-1', id: 100001, userName: 'player1', customerId: 'C100001' };
const vip = { csType: 'COMM100VIP', csPosition: 'COMM100VIP', path: 'https://vip-chat.example/', labelIds: ['VIP3'] };

describe('the login answer’s scripts', () => {
  it.each([
    ['absent', undefined],
    ['empty', []],
    ['the docs example', [vip]],
    ['items with null or numeric labels and no position', [{ csType: 'LIVECHAT', path: 'x', labelIds: [7] }]],
    ['an item with null csPosition and labelIds', [{ csType: 'TX-CHAT', path: 'x', csPosition: null, labelIds: null }]],
  ])('are accepted when %s', (_name, scripts) => {
    expect(loginValueSchema.safeParse({ ...login, scripts }).success).toBe(true);
  });

  it.each([
    ['null', null],
    ['an object', vip],
    ['a string', 'https://chat.example/'],
    ['an item without path', [{ csType: 'LIVECHAT' }]],
    ['an item with an empty path', [{ csType: 'LIVECHAT', path: '' }]],
    ['an item without csType', [{ path: 'https://chat.example/' }]],
    ['labelIds of objects', [{ ...vip, labelIds: [{ id: 1 }] }]],
  ])('are refused when %s', (_name, scripts) => {
    expect(loginValueSchema.safeParse({ ...login, scripts }).success).toBe(false);
  });

  it('break the contract of every login path, named by field', () => {
    for (const path of [
      loginCall.path,
      loginVerificationCall.path,
      lineLoginCall.path,
      telegramLoginCall.path,
      mayaLoginCall.path,
    ]) {
      expect(() => checkAnswer(path, { ...login, scripts: [vip] })).not.toThrow();
      const broken = () => checkAnswer(path, { ...login, scripts: [{ csType: 'LIVECHAT' }] });
      expect(broken).toThrow(ContractError);
      expect(broken).toThrow(/value\.scripts\.0\.path: /);
    }
  });

  it('are optional in a registration answer too', () => {
    const registered = { id: 100008, customerId: 'C100008', userName: 'newplayer9', token: 'tok-2' };
    expect(registerValueSchema.safeParse(registered).success).toBe(true);
    expect(registerValueSchema.safeParse({ ...registered, scripts: [vip] }).success).toBe(true);
    expect(registerValueSchema.safeParse({ ...registered, scripts: {} }).success).toBe(false);
  });
});
