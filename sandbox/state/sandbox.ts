// The sandbox's whole state: merchants with their data and members, sessions, codes, faults and the key.
import { loadMerchants } from '../../src/build/load';
import type { Merchant } from '../../src/config/schema/merchant';
import type { WhitelabelFlag } from '../../src/config/schema/flags';
import { ReplayGuard } from '../crypto/encrypted-body';
import { createRsaKey, type RsaKey } from '../crypto/rsa';
import { loadSandboxData, SandboxDataError } from '../data/load';
import type { SandboxData } from '../data/schema';
import { siteForHost } from '../sites';
import { CaptchaStore, SmsOutbox, SocialCredentials, type TwoFactorChallenge } from './codes';
import type { RecordedFieldReport } from '../api/field-reports';
import { FaultQueue } from './faults';
import { DataFile, readDataFile, type SavedState } from './persist';
import { DEFAULT_SCRYPT_COST } from './passwords';
import { TokenStore } from './tokens';
import { LoginThrottle, SmsBudget } from './throttle';
import { seedUsers, UserStore, type UserRecord } from './users';

export const SANDBOX_MODES = ['test', 'demo', 'live'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

/** Test and demo modes print one-time codes for the person at the keyboard; live mode, like a real server, never does. */
export const printsCodes = (mode: SandboxMode) => mode !== 'live';

export interface SystemStatus {
  maintenance: boolean;
  /** Epoch milliseconds, or null when no end is announced. */
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  /** The IP shown to the visitor; null shows the real client address. */
  ip: string | null;
  domainNotAvailable: boolean;
  /** The operator's run-time switches (whitelabelVal flags by name) the status answer carries. */
  whitelabelVal: Partial<Record<WhitelabelFlag, boolean>>;
}

export interface TrackedEvent {
  at: number;
  via: 'collect' | 'ping';
  data: unknown;
}

// A whole e2e run (firstOpen and viewContent on every page) must fit: tests compare the log before and after.
const MAX_EVENTS = 20_000;
/** The field reports kept per merchant: the recent ones an ops view summarises. */
const MAX_FIELD_REPORTS = 5_000;
const initialStatus = (): SystemStatus => ({
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  ip: null,
  domainNotAvailable: false,
  whitelabelVal: {},
});

/** One merchant's settings, sample data and mutable state. */
export class MerchantState {
  users: UserStore;
  status = initialStatus();
  readonly faults = new FaultQueue();
  sms = new SmsOutbox();
  twoFactor = new Map<number, TwoFactorChallenge>();
  captchas = new CaptchaStore();
  social = new SocialCredentials();
  events: TrackedEvent[] = [];
  /** The field reports of players' pages (issue 44), oldest first. */
  fieldReports: RecordedFieldReport[] = [];
  /** Failed logins per account and per client address. */
  logins = new LoginThrottle();
  /** SMS sends per client address. */
  smsBudget = new SmsBudget();

  constructor(
    readonly merchant: Merchant,
    readonly data: SandboxData,
    private readonly seed: UserRecord[],
    saved?: UserRecord[],
  ) {
    this.users = new UserStore(structuredClone(saved ?? seed));
  }

  get code(): string {
    return this.merchant.code;
  }

  get domains(): string[] {
    return this.merchant.domains;
  }

  record(event: TrackedEvent): void {
    this.events.push(event);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
  }

  recordField(report: RecordedFieldReport): void {
    this.fieldReports.push(report);
    if (this.fieldReports.length > MAX_FIELD_REPORTS)
      this.fieldReports.splice(0, this.fieldReports.length - MAX_FIELD_REPORTS);
  }

  /** Back to the seeded members, no faults, no codes, no throttle counts, normal status. */
  reset(): void {
    this.users = new UserStore(structuredClone(this.seed));
    this.status = initialStatus();
    this.faults.clear();
    this.sms = new SmsOutbox();
    this.twoFactor.clear();
    this.captchas = new CaptchaStore();
    this.social = new SocialCredentials();
    this.events = [];
    this.fieldReports = [];
    this.logins = new LoginThrottle();
    this.smsBudget = new SmsBudget();
  }
}

export interface SandboxOptions {
  merchantsDir: string;
  /**
   * Where each merchant's sample data is read (<dir>/<code>/sandbox.json) instead of its folder: stand-in data
   * for a merchant set up as for production, whose folder has no sandbox.json (that file makes it a demo one).
   */
  sampleDataDir?: string;
  mode?: SandboxMode;
  /** Save members and sessions to this JSON file (and load them at start). */
  dataFile?: string;
  rsaBits?: number;
  scryptCost?: number;
  now?: () => number;
  /** Where codes and notices are printed. */
  log?: (line: string) => void;
  /**
   * Where given, merchants with problems are left out (and their problems handed here) instead of the sandbox
   * refusing to start: the studio, where ops fix them, serves the others meanwhile.
   */
  onInvalid?: (problems: string[]) => void;
}

export interface Sandbox {
  mode: SandboxMode;
  now: () => number;
  log: (line: string) => void;
  rsa: RsaKey;
  replay: ReplayGuard;
  tokens: TokenStore;
  merchants: MerchantState[];
  scryptCost: number;
  /**
   * Serves a merchant folder made after start, validated as at start (settings, clashes, sample data):
   * its problems, none once it is served.
   */
  addMerchant: (code: string) => Promise<string[]>;
  /** Call after every change of members or sessions. */
  changed: () => void;
  flush: () => Promise<void>;
}

export const merchantForHost = (sandbox: Sandbox, host: string) => siteForHost(sandbox.merchants, host);

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((line: string) => console.log(`[sandbox] ${line}`));
  const scryptCost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const loaded = loadMerchants(options.merchantsDir);
  const { problems } = loaded;
  const sampleDataDir = options.sampleDataDir ?? options.merchantsDir;
  const samples = loaded.merchants.map((merchant) =>
    loadSandboxData(sampleDataDir, merchant, loaded.merchants, problems),
  );
  if (problems.length && !options.onInvalid) throw new SandboxDataError(problems);
  if (problems.length) options.onInvalid?.(problems);
  const merchants = loaded.merchants.filter((_merchant, index) => samples[index]);
  const data = samples.filter((sample) => sample);

  const saved = options.dataFile ? readDataFile(options.dataFile) : undefined;
  const [rsa, states] = await Promise.all([
    createRsaKey(options.rsaBits),
    Promise.all(
      merchants.map(async (merchant, index) => {
        const sample = data[index] as SandboxData;
        return new MerchantState(
          merchant,
          sample,
          await seedUsers(merchant, sample, scryptCost, now()),
          saved?.merchants[merchant.code]?.users,
        );
      }),
    ),
  ]);
  const addMerchant = async (code: string): Promise<string[]> => {
    const { merchants: found, problems, all } = loadMerchants(options.merchantsDir, [code]);
    const merchant = found[0];
    const sample = merchant && loadSandboxData(sampleDataDir, merchant, all, problems);
    if (!merchant || !sample || problems.length) return problems;
    const seed = await seedUsers(merchant, sample, scryptCost, now());
    // Two first requests at once load it twice; the first one to finish is kept.
    if (!states.some((state) => state.code === code))
      states.push(new MerchantState(merchant, sample, seed, saved?.merchants[code]?.users));
    return [];
  };
  const tokens = new TokenStore();
  if (saved) tokens.load(saved.sessions.filter((session) => states.some((state) => state.code === session.merchant)));

  const snapshot = (): SavedState => ({
    version: 1,
    merchants: Object.fromEntries(states.map((state) => [state.code, { users: state.users.all() }])),
    sessions: tokens.list(now()),
  });
  const file = options.dataFile
    ? new DataFile(options.dataFile, snapshot, (error) => log(`could not save ${options.dataFile}: ${error.message}`))
    : undefined;

  return {
    mode: options.mode ?? 'demo',
    now,
    log,
    rsa,
    replay: new ReplayGuard(),
    tokens,
    merchants: states,
    scryptCost,
    addMerchant,
    changed: () => file?.changed(),
    flush: async () => file?.flush(),
  };
}
