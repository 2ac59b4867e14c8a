// Issue 27 "Run-time switches": the operator turns flags off, and on where the build ships what they need.
import { describe, expect, it } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { applySwitches, readSwitches } from '@/config/run-time-flags';
import { flagsSchema } from '@/config/schema/flags';

const flags = flagsSchema.parse({ TELEGRAMLOGIN3: true, GOOGLELOGIN3: true, CBS3: true });
const firebase = {} as NonNullable<ClientMerchant['social']['firebase']>;
const withFirebase = { flags, social: { firebase, line: null } } as Pick<ClientMerchant, 'flags' | 'social'>;
const bare = { flags, social: { firebase: null, line: null } } as Pick<ClientMerchant, 'flags' | 'social'>;

describe('readSwitches', () => {
  it('keeps the flags the build knows, with boolean values only', () => {
    expect(
      readSwitches(
        { TELEGRAMLOGIN3: false, CBS3: 'false', INBOX3: 1, NOSUCHFLAG3: false, REWCEN3: true, ['__proto__']: false },
        flags,
      ),
    ).toEqual({ TELEGRAMLOGIN3: false, REWCEN3: true });
  });

  it('ignores anything that is not an object of switches', () => {
    for (const value of [undefined, null, 'TELEGRAMLOGIN3', 7, [false], true])
      expect(readSwitches(value, flags)).toEqual({});
  });
});

describe('applySwitches', () => {
  it('turns off any flag, whatever the build', () => {
    const { flags: applied, refused } = applySwitches(bare, { TELEGRAMLOGIN3: false, CBS3: false });
    expect(applied).toMatchObject({ TELEGRAMLOGIN3: false, CBS3: false, GOOGLELOGIN3: true });
    expect(refused).toEqual([]);
  });

  it('turns on a flag that needs nothing of the build', () => {
    expect(applySwitches(bare, { INBOX3: true, REWCEN3: true }).flags).toMatchObject({ INBOX3: true, REWCEN3: true });
  });

  it('turns on a Firebase sign-in only where the build ships social.firebase, and names the refused ones', () => {
    expect(applySwitches(withFirebase, { FACEBOOKLOGIN3: true }).flags.FACEBOOKLOGIN3).toBe(true);
    const { flags: applied, refused } = applySwitches(bare, { FACEBOOKLOGIN3: true, LINELOGIN3: true, INBOX3: true });
    expect(applied).toMatchObject({ FACEBOOKLOGIN3: false, LINELOGIN3: false, INBOX3: true });
    expect(refused).toEqual(['FACEBOOKLOGIN3', 'LINELOGIN3']);
  });

  it('leaves the build flags untouched', () => {
    applySwitches(bare, { TELEGRAMLOGIN3: false });
    expect(flags.TELEGRAMLOGIN3).toBe(true);
  });
});
