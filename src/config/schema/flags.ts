import { z } from 'zod';

// SPEC 3 "Configuration": the whitelabelVal feature flags.
export const WHITELABEL_FLAGS = {
  STARTGAMEINAPP3: 'Games start only inside the native app or a home-screen install.',
  CBS3: 'Customer-service chat (CBS) is available.',
  MOBILEAUTOLOGIN3: 'Auto-login with the saved login at start.',
  PWDEXPFORCECHANGE3: 'An expired password forces /m/changePsw after login.',
  GOOGLELOGIN3: 'Google sign-in is offered.',
  FACEBOOKLOGIN3: 'Facebook sign-in is offered.',
  TWITTERLOGIN3: 'Twitter sign-in is offered.',
  LINELOGIN3: 'LINE-style sign-in is offered.',
  TELEGRAMLOGIN3: 'Telegram sign-in is offered.',
  FIREBASECREATEACC3: 'Social sign-in creates an account automatically when none is bound.',
  SSOMANUALREG3: 'Social sign-in without an account opens the normal register form.',
  UPDATEMOBILEICC3: 'Members may update their mobile number.',
  REWCEN3: 'The rewards centre is shown.',
  INBOX3: 'The inbox and its unread count are shown.',
  GEETEST3: 'Captcha (geetest) is used.',
  GEETESTTEST3: 'The captcha runs in test mode.',
  GEETESTVCODE3: 'SMS codes require a captcha.',
  MANDATORYAPPUPDATES3: 'App upgrades are mandatory (the upgrade modal has no close button).',
} as const;

export type WhitelabelFlag = keyof typeof WHITELABEL_FLAGS;

/** whitelabelVal: each flag defaults to off. */
export const flagsSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(WHITELABEL_FLAGS).map(([flag, meaning]) => [flag, z.boolean().default(false).describe(meaning)]),
  ) as Record<WhitelabelFlag, z.ZodDefault<z.ZodBoolean>>,
);
