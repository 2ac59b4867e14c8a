// One-time codes the sandbox hands out: SMS codes, 2FA codes, captcha challenges and social sign-in
// credentials. Each is printed to the log and readable through the control API.
import { randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_MOCK_REFRESH_MS } from '../../src/config/constants';
import type { TwoFactorType } from '../data/schema';
import type { SocialProvider } from './users';

const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_GAP_MS = 30_000;
export const TWO_FACTOR_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** A captcha challenge lives as long as the mock captcha's refresh period (SPEC 9). */
export const CAPTCHA_TTL_MS = CAPTCHA_MOCK_REFRESH_MS;
export const SOCIAL_CREDENTIAL_TTL_MS = 10 * 60_000;

// No 0/O, 1/I/L: a human reads the captcha characters off the screen.
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const randomId = (bytes = 16) => randomBytes(bytes).toString('hex');

export interface SmsRecord {
  countryDialingCode: string;
  mobileNum: string;
  code: string;
  purpose: 'verification' | '2fa';
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

/** The last SMS sent to each number (key: dialing code + national number). */
export class SmsOutbox {
  readonly last = new Map<string, SmsRecord>();

  /** Milliseconds until a verification SMS may be sent again to this number; 0 when it may. */
  waitBeforeResend(key: string, now: number): number {
    const last = this.last.get(key);
    if (!last || last.purpose !== 'verification') return 0;
    return Math.max(0, last.sentAt + SMS_RESEND_GAP_MS - now);
  }

  send(key: string, record: Omit<SmsRecord, 'code' | 'expiresAt' | 'attempts'>, code = sixDigits()): SmsRecord {
    const sms = { ...record, code, expiresAt: record.sentAt + SMS_CODE_TTL_MS, attempts: 0 };
    this.last.set(key, sms);
    return sms;
  }

  /** Checks a verification code; a right code is used up, too many wrong ones void it. */
  verify(key: string, code: string, now: number): boolean {
    const sms = this.last.get(key);
    if (!sms || sms.purpose !== 'verification' || sms.expiresAt <= now || sms.attempts >= MAX_CODE_ATTEMPTS)
      return false;
    if (sms.code !== code.trim()) {
      sms.attempts += 1;
      return false;
    }
    sms.attempts = MAX_CODE_ATTEMPTS;
    return true;
  }
}

export interface TwoFactorChallenge {
  codes: Partial<Record<TwoFactorType, string>>;
  expiresAt: number;
  attempts: number;
}

export interface CaptchaChallenge {
  challenge: string;
  answer: string;
  expiresAt: number;
}

export class CaptchaStore {
  private readonly challenges = new Map<string, CaptchaChallenge>();

  create(now: number): CaptchaChallenge {
    for (const [key, old] of this.challenges) if (old.expiresAt <= now) this.challenges.delete(key);
    let answer = '';
    for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
    const captcha = { challenge: randomId(), answer, expiresAt: now + CAPTCHA_TTL_MS };
    this.challenges.set(captcha.challenge, captcha);
    return captcha;
  }

  peek(challenge: string, now: number): CaptchaChallenge | undefined {
    const captcha = this.challenges.get(challenge);
    return captcha && captcha.expiresAt > now ? captcha : undefined;
  }

  /** A challenge is good for one attempt, right or wrong (the app then loads a new one, SPEC 4). */
  consume(challenge: string, answer: string, now: number): boolean {
    const captcha = this.peek(challenge, now);
    this.challenges.delete(challenge);
    return captcha !== undefined && captcha.answer === answer.trim().toUpperCase();
  }
}

/** What a sandbox credential stands for: a LINE authorization code, access token or session token, or a
 * maya session id. Telegram and Firebase sign-ins are checked with the providers' own algorithms instead. */
export type CredentialKind = 'line-code' | 'line-access' | 'line-session' | 'maya';

export interface SocialCredential {
  kind: CredentialKind;
  provider: SocialProvider;
  subject: string;
  name: string;
  expiresAt: number;
  /** A LINE code is bound to the redirect_uri and channel of its authorize request (unbound: any). */
  redirectUri?: string;
  clientId?: string;
}

/** Credentials the sandbox issues in place of LINE and maya (stand-in pages and control API). */
export class SocialCredentials {
  private readonly issued = new Map<string, SocialCredential>();

  issue(credential: string, entry: SocialCredential): string {
    this.issued.set(credential, entry);
    return credential;
  }

  /** The live credential of this kind, without using it up. */
  peek(credential: string, kind: CredentialKind, now: number): SocialCredential | undefined {
    const entry = this.issued.get(credential);
    return entry && entry.kind === kind && entry.expiresAt > now ? entry : undefined;
  }

  /** The identity behind a credential of this kind; LINE codes are exchanged once. */
  use(credential: string, kind: CredentialKind, now: number): SocialCredential | undefined {
    const entry = this.peek(credential, kind, now);
    if (entry && kind === 'line-code') this.issued.delete(credential);
    return entry;
  }
}
