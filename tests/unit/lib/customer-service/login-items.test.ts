// SPEC 3 "Login response value" scripts (issue 27): the login answer's customer-service items, kept for the
// session of its token only, and only when well formed.
import { describe, expect, it } from 'vitest';
import { keepLoginItems, keptLoginItems } from '@/lib/customer-service/login-items';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { memoryStore } from '../memory-store';

const items = [
  { csType: 'LIVECHAT', csPosition: 'header', path: 'https://chat.test/a', labelIds: [] },
  { csType: 'COMM100VIP', path: 'https://vip.chat.test/', labelIds: ['VIP3', 4] },
  { csType: 'TX-CHAT', csPosition: null, path: 'U2FsdGVkX1+abc=k3yK3y!!', labelIds: null },
];

const storeWith = (kept?: unknown) =>
  memoryStore(kept === undefined ? {} : { [STORAGE_KEYS.customerServiceScripts]: JSON.stringify(kept) });

describe('the login answer’s customer-service items', () => {
  it('are kept under cs_scripts with the token of their session, and read back for that token only', () => {
    const backing = storeWith();
    const store = guardStorage(backing);
    keepLoginItems(store, 'tok-1', items);
    expect(JSON.parse(backing.data.get('cs_scripts')!)).toEqual({ token: 'tok-1', items });
    expect(keptLoginItems(store, 'tok-1')).toEqual(items);
    expect(keptLoginItems(store, 'tok-2')).toBeUndefined();
    expect(keptLoginItems(store, undefined)).toBeUndefined();
  });

  it('keep an empty list: the member has no chats, and the relay need not be asked', () => {
    const store = guardStorage(storeWith());
    keepLoginItems(store, 'tok-1', []);
    expect(keptLoginItems(store, 'tok-1')).toEqual([]);
  });

  it('keep only the four fields of an item', () => {
    const store = guardStorage(storeWith());
    keepLoginItems(store, 'tok-1', [{ csType: 'LIVECHAT', path: 'https://chat.test/a', provider: 'x', url: 'y' }]);
    expect(keptLoginItems(store, 'tok-1')).toEqual([{ csType: 'LIVECHAT', path: 'https://chat.test/a' }]);
  });

  it.each([
    ['no scripts', undefined],
    ['an object', { csType: 'LIVECHAT', path: 'https://chat.test/a' }],
    ['an item without path', [{ csType: 'LIVECHAT' }]],
    ['an item with an empty csType', [{ csType: '', path: 'https://chat.test/a' }]],
    ['an item whose path is a number', [{ csType: 'LIVECHAT', path: 7 }]],
    ['labelIds of objects', [{ csType: 'LIVECHAT', path: 'https://chat.test/a', labelIds: [{}] }]],
    ['labelIds as a string', [{ csType: 'LIVECHAT', path: 'https://chat.test/a', labelIds: 'VIP3' }]],
    ['a csPosition of a number', [{ csType: 'LIVECHAT', path: 'https://chat.test/a', csPosition: 1 }]],
    ['a null item', [null]],
  ])('are none when the answer has %s, and the items of before are dropped', (_name, scripts) => {
    const backing = storeWith({ token: 'tok-1', items });
    keepLoginItems(guardStorage(backing), 'tok-1', scripts);
    expect(backing.data.has(STORAGE_KEYS.customerServiceScripts)).toBe(false);
  });

  it.each([
    ['not JSON', '{"token":"tok-1","items":['],
    ['JSON null', 'null'],
    ['a list', JSON.stringify(items)],
    ['no token', JSON.stringify({ items })],
    [
      'items not a list',
      JSON.stringify({ token: 'tok-1', items: { csType: 'LIVECHAT', path: 'https://chat.test/a' } }),
    ],
    ['a malformed item', JSON.stringify({ token: 'tok-1', items: [...items, { csType: 'LIVECHAT', path: '' }] })],
  ])('read as none when what is stored is %s', (_name, text) => {
    const store = guardStorage(memoryStore({ [STORAGE_KEYS.customerServiceScripts]: text }));
    expect(keptLoginItems(store, 'tok-1')).toBeUndefined();
  });
});
