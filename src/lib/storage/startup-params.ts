// SPEC 3 "Query parameters read at startup", and where each one is kept.
import type { GuardedStorage } from './guarded-storage';
import { STORAGE_KEYS } from './keys';
import { safeGoTarget } from '../routing/go-target';

export const STARTUP_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'ad_app_token',
  'gps_adid',
  'adid',
  'af_app_id',
  'appsflyer_id',
  'advertising_id',
  'oaid',
  'idfa',
  'idfv',
  'homescreen',
  'fullscreen',
  'from',
  'tid',
  'go',
  'redirectUrl',
  'backUrl',
  'autoLogin',
] as const;

export interface RegInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain: string;
}
interface S2sInfo {
  adAppToken?: string;
  gpsAdid?: string;
  adid?: string;
  afAppId?: string;
  appsflyerId?: string;
  afAdvertisingId?: string;
  afOaid?: string;
  idfa?: string;
  idfv?: string;
}

// s2s_info field <- query parameter.
const S2S_FIELDS: [keyof S2sInfo, string][] = [
  ['adAppToken', 'ad_app_token'],
  ['gpsAdid', 'gps_adid'],
  ['adid', 'adid'],
  ['afAppId', 'af_app_id'],
  ['appsflyerId', 'appsflyer_id'],
  ['afAdvertisingId', 'advertising_id'],
  ['afOaid', 'oaid'],
  ['idfa', 'idfa'],
  ['idfv', 'idfv'],
];

/** Keeps only the non-empty values. */
function compact<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as Partial<T>;
}

export interface StartupParams {
  query: Partial<Record<(typeof STARTUP_PARAMS)[number], string>>;
  /** The `go` target when it is safe (SPEC 5), else undefined. */
  go: string | undefined;
  /** Opened from a home-screen icon (WEBCLIP). */
  homescreen: boolean;
  /** autoLogin=0 turns auto-login off for this start. */
  autoLoginAllowed: boolean;
}

/**
 * Reads the startup query and stores what the spec keeps: reg_info and affiliate info (attribution for a
 * later registration), s2s_info, tid, the WEBCLIP flag and the go target. Values already stored are kept
 * unless the query brings new ones.
 */
export function readStartupParams(
  search: string,
  hostname: string,
  stores: { local: GuardedStorage; session: GuardedStorage },
): StartupParams {
  const params = new URLSearchParams(search);
  const query = compact(
    Object.fromEntries(STARTUP_PARAMS.map((name) => [name, params.get(name) ?? ''])),
  ) as StartupParams['query'];
  const referralCode = query.referralCode ?? query.r;
  const { local, session } = stores;

  if (query.affiliateCode || referralCode) {
    local.writeJson(
      STORAGE_KEYS.regInfo,
      compact({ affiliateCode: query.affiliateCode, referralCode, originalDomain: hostname }),
    );
    local.writeJson(STORAGE_KEYS.affiliateInfo, compact({ domain: hostname, code: query.affiliateCode, referralCode }));
  }
  const s2s = compact(
    Object.fromEntries(
      S2S_FIELDS.map(([field, param]) => [field, query[param as keyof typeof query] ?? '']),
    ) as S2sInfo,
  );
  if (Object.keys(s2s).length)
    local.writeJson(STORAGE_KEYS.s2sInfo, { ...local.readJson<S2sInfo>(STORAGE_KEYS.s2sInfo), ...s2s });
  if (query.tid) local.write(STORAGE_KEYS.trackingId, query.tid);
  const homescreen = query.homescreen === '1' || query.homescreen === 'true';
  if (query.homescreen !== undefined) local.write(STORAGE_KEYS.webclip, homescreen ? '1' : '0');
  const go = safeGoTarget(query.go);
  if (go) session.write(STORAGE_KEYS.goTarget, go);
  return { query, go, homescreen, autoLoginAllowed: query.autoLogin !== '0' };
}

export const readRegInfo = (local: GuardedStorage) => local.readJson<RegInfo>(STORAGE_KEYS.regInfo);
export const readTrackingId = (local: GuardedStorage) => local.getItem(STORAGE_KEYS.trackingId) ?? undefined;
export const isWebclip = (local: GuardedStorage) => local.getItem(STORAGE_KEYS.webclip) === '1';
/** The stored go target, consumed once after login or registration. */
export function takeGoTarget(session: GuardedStorage): string | undefined {
  const go = safeGoTarget(session.getItem(STORAGE_KEYS.goTarget) ?? undefined);
  session.removeItem(STORAGE_KEYS.goTarget);
  return go;
}
