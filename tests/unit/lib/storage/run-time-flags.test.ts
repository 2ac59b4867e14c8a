// Issue 27 "Run-time switches": one page's status answer, the next page's flags.
import { describe, expect, it } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { flagsSchema } from '@/config/schema/flags';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { storeSwitches, withStoredSwitches } from '@/lib/storage/stored-switches';
import { memoryStore } from '../memory-store';

const merchantOf = (code: string) =>
  ({
    code,
    flags: flagsSchema.parse({ TELEGRAMLOGIN3: true, CBS3: true }),
    social: { firebase: null, line: null },
  }) as unknown as ClientMerchant;
const luckystar = merchantOf('luckystar');

describe('run-time switches across pages', () => {
  it('applies the switches of the last answer from the next page on', () => {
    const store = guardStorage(memoryStore());
    expect(withStoredSwitches(luckystar, store)).toBe(luckystar);
    storeSwitches(luckystar, { TELEGRAMLOGIN3: false }, store);
    const next = withStoredSwitches(luckystar, store);
    expect(next.flags).toMatchObject({ TELEGRAMLOGIN3: false, CBS3: true });
    expect(luckystar.flags.TELEGRAMLOGIN3).toBe(true);
  });

  it('an answer without switches brings back the flags as built, and forgets what was stored', () => {
    const data = memoryStore();
    const store = guardStorage(data);
    storeSwitches(luckystar, { CBS3: false }, store);
    storeSwitches(luckystar, undefined, store);
    expect(data.data.has(STORAGE_KEYS.runTimeFlags)).toBe(false);
    expect(withStoredSwitches(luckystar, store).flags.CBS3).toBe(true);
  });

  it("never applies another merchant's switches", () => {
    const store = guardStorage(memoryStore());
    storeSwitches(merchantOf('saigonlotto'), { CBS3: false }, store);
    expect(withStoredSwitches(luckystar, store).flags.CBS3).toBe(true);
  });

  it('ignores a stored value someone altered into nonsense', () => {
    const store = guardStorage(
      memoryStore({ [STORAGE_KEYS.runTimeFlags]: JSON.stringify({ merchant: 'luckystar', switches: 'CBS3' }) }),
    );
    expect(withStoredSwitches(luckystar, store).flags).toEqual(luckystar.flags);
  });

  it('names a refused switch once: when the switches change, not on every page', () => {
    const store = guardStorage(memoryStore());
    expect(storeSwitches(luckystar, { LINELOGIN3: true }, store)).toEqual(['LINELOGIN3']);
    expect(storeSwitches(luckystar, { LINELOGIN3: true }, store)).toEqual([]);
    expect(withStoredSwitches(luckystar, store).flags.LINELOGIN3).toBe(false);
  });
});
