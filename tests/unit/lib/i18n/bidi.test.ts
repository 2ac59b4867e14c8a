import { describe, expect, it } from 'vitest';
import { isolate } from '@/lib/i18n/bidi';

describe('isolate', () => {
  it('wraps a value in first-strong isolate and pop directional isolate, invisible characters', () => {
    expect(isolate('+63 917****567')).toBe('\u2068+63 917****567\u2069');
    expect([...isolate('')]).toEqual(['\u2068', '\u2069']);
  });
});
