// Run-time switches: the operator's status answer (whitelabelVal) turns flags off without a rebuild, and on
// where this build ships what the flag needs (its provider's settings, so its origins are in the CSP).
import type { ClientMerchant } from './client';

type Flags = ClientMerchant['flags'];
export type Flag = keyof Flags;
export type Switches = Partial<Record<Flag, boolean>>;

/** The settings a flag cannot work without: the build refuses it on without them, and so does a run-time switch. */
export const FLAG_PROVIDERS: readonly (readonly [Flag, 'firebase' | 'line'])[] = [
  ['GOOGLELOGIN3', 'firebase'],
  ['FACEBOOKLOGIN3', 'firebase'],
  ['TWITTERLOGIN3', 'firebase'],
  ['LINELOGIN3', 'line'],
];

/** Whether this build can honour `flag` being on (the settings it needs shipped with it). */
const buildAllows = (merchant: Pick<ClientMerchant, 'social'>, flag: Flag) =>
  FLAG_PROVIDERS.every(([needy, provider]) => needy !== flag || merchant.social[provider] !== null);

/** The switches of an answer: flags of this build by name, booleans only; anything else is ignored. */
export function readSwitches(value: unknown, known: Flags): Switches {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([flag, on]) => Object.hasOwn(known, flag) && typeof on === 'boolean'),
  ) as Switches;
}

/** The flags in effect, and the flags the operator turned on that this build cannot honour (they stay off). */
export function applySwitches(
  merchant: Pick<ClientMerchant, 'flags' | 'social'>,
  switches: Switches,
): { flags: Flags; refused: Flag[] } {
  const flags = { ...merchant.flags };
  const refused: Flag[] = [];
  for (const [flag, on] of Object.entries(switches) as [Flag, boolean][]) {
    if (on && !buildAllows(merchant, flag)) refused.push(flag);
    else flags[flag] = on;
  }
  return { flags, refused };
}
