// The sign-in buttons a merchant turns on (SPEC 3 whitelabelVal flags and social settings).
import type { ClientMerchant } from '../../../config/client';

export type ButtonProvider = 'google' | 'facebook' | 'twitter' | 'line' | 'telegram';

/** Brand names: the buttons' accessible names, the same in every language. */
export const PROVIDER_NAMES: Record<ButtonProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
  telegram: 'Telegram',
};

export function enabledProviders({ flags, social }: Pick<ClientMerchant, 'flags' | 'social'>): ButtonProvider[] {
  const on: [ButtonProvider, boolean][] = [
    ['google', flags.GOOGLELOGIN3 && social.firebase !== null],
    ['facebook', flags.FACEBOOKLOGIN3 && social.firebase !== null],
    ['twitter', flags.TWITTERLOGIN3 && social.firebase !== null],
    ['line', flags.LINELOGIN3 && social.line !== null],
    ['telegram', flags.TELEGRAMLOGIN3],
  ];
  return on.filter(([, enabled]) => enabled).map(([provider]) => provider);
}

/** SPEC 8: Facebook and Twitter sign-in are not supported inside the Android app (coming_soon). */
export const unsupportedInApp = (provider: ButtonProvider, inApp: boolean, userAgent: string) =>
  inApp && /Android/i.test(userAgent) && (provider === 'facebook' || provider === 'twitter');
