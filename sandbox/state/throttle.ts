// Brute-force and SMS-flood limits the operator's server applies: failed logins per account and per
// client address, SMS sends per client address. Pure: the time comes in as an argument.

export interface LockPolicy {
  /** The failure that reaches this count locks the key. */
  maxFailures: number;
  /** Failures older than this (from the first one) are forgotten. */
  windowMs: number;
  /** How long a lock lasts; afterwards the key starts again from zero. */
  lockMs: number;
}

const MINUTE = 60_000;
/** 5 wrong logins on one account within 15 min lock it for 15 min. */
export const ACCOUNT_LOCK: LockPolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** 20 wrong logins from one address within 15 min, whatever the accounts, lock the address for 15 min. */
export const ADDRESS_LOCK: LockPolicy = { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** At most 5 SMS sends (verification or 2FA) per client address within 10 min. */
export const SMS_PER_ADDRESS = { maxSends: 5, windowMs: 10 * MINUTE } as const;

// Unknown user names count too, so the maps could grow: past this size, forgotten entries are dropped.
const PRUNE_ABOVE = 10_000;

interface FailureEntry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

/** Counts failures per key and locks a key that reaches the policy's limit. */
class FailureLock {
  private readonly entries = new Map<string, FailureEntry>();

  constructor(readonly policy: LockPolicy) {}

  /** Milliseconds until this key may try again; 0 when it may. */
  lockedFor(key: string, now: number): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  fail(key: string, now: number): void {
    if (this.entries.size > PRUNE_ABOVE) for (const old of [...this.entries.keys()]) this.current(old, now);
    const entry = this.current(key, now) ?? { failures: 0, firstAt: now, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.policy.maxFailures) entry.lockedUntil = now + this.policy.lockMs;
    this.entries.set(key, entry);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** The entry still in force: an ended lock or a stale window is forgotten. */
  private current(key: string, now: number): FailureEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const ended = entry.lockedUntil ? entry.lockedUntil <= now : entry.firstAt + this.policy.windowMs <= now;
    if (!ended) return entry;
    this.entries.delete(key);
    return undefined;
  }
}

/** Failed logins, per account and per client address (docs/api.md "Login throttling"). */
export class LoginThrottle {
  readonly accounts = new FailureLock(ACCOUNT_LOCK);
  readonly addresses = new FailureLock(ADDRESS_LOCK);

  /** Milliseconds until this account may be tried from this address; 0 when it may. */
  waitFor(account: string, address: string, now: number): number {
    return Math.max(this.accounts.lockedFor(account, now), this.addresses.lockedFor(address, now));
  }

  failed(account: string, address: string, now: number): void {
    this.accounts.fail(account, now);
    this.addresses.fail(address, now);
  }

  /** A right password clears the account's count; the address keeps its own, so one's own account cannot reset it. */
  succeeded(account: string): void {
    this.accounts.clear(account);
  }
}

/** SMS sends per client address within a sliding window. */
export class SmsBudget {
  private readonly sends = new Map<string, number[]>();

  /** Milliseconds until this address may have another SMS sent; 0 when it may. */
  waitFor(address: string, now: number): number {
    const recent = this.recent(address, now);
    if (recent.length < SMS_PER_ADDRESS.maxSends) return 0;
    return (recent[0] as number) + SMS_PER_ADDRESS.windowMs - now;
  }

  record(address: string, now: number): void {
    if (this.sends.size > PRUNE_ABOVE) for (const old of [...this.sends.keys()]) this.recent(old, now);
    this.sends.set(address, [...this.recent(address, now), now]);
  }

  private recent(address: string, now: number): number[] {
    const recent = (this.sends.get(address) ?? []).filter((at) => at + SMS_PER_ADDRESS.windowMs > now);
    if (recent.length) this.sends.set(address, recent);
    else this.sends.delete(address);
    return recent;
  }
}
