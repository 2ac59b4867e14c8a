// Members of one merchant, in memory. Seeded from sandbox.json; optionally saved (see persist.ts).
import type { LanguageCode } from '../../src/config/languages';
import type { Merchant } from '../../src/config/schema/merchant';
import type { SandboxData, TwoFactorType } from '../data/schema';
import { hashPassword } from './passwords';

export const SOCIAL_PROVIDERS = ['line', 'telegram', 'maya', 'firebase'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

interface ClubLabel {
  labelId: string;
  labelName: string;
  type: 'AUTO' | 'MANUAL';
  rankLevel: number;
}

export interface UserRecord {
  id: number;
  userName: string;
  passwordHash: string;
  customerName: string;
  customerId: string;
  customerType: number;
  language: LanguageCode;
  countryDialingCode: string;
  mobileNum: string | null;
  email: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The account still has the default password of mobile registration. */
  updatePassword: boolean;
  twoFactor: TwoFactorType[];
  clubLabel: ClubLabel | null;
  rankProgress: { completedConditions: number; totalExpectedConditions: number };
  unreadCount: number;
  /** Deposits and withdrawals made at the cashier stand-in; GET depositSettings reports the deposit count. */
  depositCount: number;
  withdrawCount: number;
  social: Partial<Record<SocialProvider, string>>;
  recentGameIds: string[];
  favoriteGameIds: string[];
  fcmTokens: string[];
  /** The profile icon the member chose (1 to the merchant's PROFILE_ICON_COUNT); absent: none yet. */
  profileIcon?: number;
  /** Attribution sent at registration (affiliateCode, referralCode, linkId, registerMethod, pixelTrack ...). */
  registration: Record<string, unknown> | null;
  createdAt: number;
}

const FIRST_USER_ID = 100_001;

/** Lower-cased user names and national mobile numbers without a leading 0 are the lookup keys. */
const nameKey = (userName: string) => userName.trim().toLowerCase();
export const mobileKey = (dialingCode: string, mobileNum: string) =>
  `${dialingCode}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;

export class UserStore {
  private readonly users = new Map<number, UserRecord>();

  constructor(users: UserRecord[] = []) {
    for (const user of users) this.users.set(user.id, user);
  }

  all(): UserRecord[] {
    return [...this.users.values()];
  }

  byId(id: number): UserRecord | undefined {
    return this.users.get(id);
  }

  byName(userName: string): UserRecord | undefined {
    const key = nameKey(userName);
    return this.all().find((user) => user.userName === key);
  }

  byMobile(dialingCode: string, mobileNum: string): UserRecord | undefined {
    const key = mobileKey(dialingCode, mobileNum);
    return this.all().find(
      (user) => user.mobileNum !== null && mobileKey(user.countryDialingCode, user.mobileNum) === key,
    );
  }

  bySocial(provider: SocialProvider, subject: string): UserRecord | undefined {
    return this.all().find((user) => user.social[provider] === subject);
  }

  nextId(): number {
    return Math.max(FIRST_USER_ID - 1, ...this.users.keys()) + 1;
  }

  add(user: UserRecord): UserRecord {
    this.users.set(user.id, user);
    return user;
  }
}

export type NewUser = Pick<UserRecord, 'userName' | 'customerName'> &
  Partial<Omit<UserRecord, 'id' | 'customerId' | 'passwordHash'>>;

/** A complete record for a new member, with the merchant's defaults. */
export function newUserRecord(
  id: number,
  passwordHash: string,
  merchant: Merchant,
  data: SandboxData,
  fields: NewUser,
  now: number,
): UserRecord {
  return {
    customerType: 0,
    language: merchant.languages.default,
    countryDialingCode: merchant.country.dialingCode,
    mobileNum: null,
    email: null,
    firstTimeLogin: false,
    passwordExpired: false,
    updatePassword: false,
    twoFactor: [],
    clubLabel: null,
    rankProgress: { completedConditions: 0, totalExpectedConditions: 0 },
    unreadCount: 0,
    depositCount: 0,
    withdrawCount: 0,
    social: {},
    // A new member has played nothing: launches fill the list (api/game.ts).
    recentGameIds: [],
    favoriteGameIds: [...data.favoriteGameIds],
    fcmTokens: [],
    registration: null,
    createdAt: now,
    ...fields,
    userName: nameKey(fields.userName),
    id,
    customerId: `C${id}`,
    passwordHash,
  };
}

/** The seeded members of sandbox.json, passwords hashed. */
export async function seedUsers(
  merchant: Merchant,
  data: SandboxData,
  cost: number,
  now: number,
): Promise<UserRecord[]> {
  return Promise.all(
    data.users.map(async (seed, index) => {
      const fields: NewUser = {
        userName: seed.username,
        customerName: seed.customerName,
        customerType: seed.customerType,
        language: seed.language ?? merchant.languages.default,
        mobileNum: seed.mobileNum ?? null,
        email: seed.email ?? null,
        firstTimeLogin: seed.firstTimeLogin,
        passwordExpired: seed.passwordExpired,
        twoFactor: [...seed.twoFactor],
        clubLabel: seed.clubLabel,
        rankProgress: { ...seed.rankProgress },
        unreadCount: seed.unreadCount,
        depositCount: seed.totalDepositSuccessCount,
        // The sample's recent games are the seeded members' history.
        recentGameIds: [...data.recentGameIds],
      };
      return newUserRecord(FIRST_USER_ID + index, await hashPassword(seed.password, cost), merchant, data, fields, now);
    }),
  );
}
