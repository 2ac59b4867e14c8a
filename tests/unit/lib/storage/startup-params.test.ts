import { describe, expect, it } from 'vitest';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  isWebclip,
  readRegInfo,
  readStartupParams,
  readTrackingId,
  STARTUP_PARAMS,
  takeGoTarget,
} from '@/lib/storage/startup-params';
import { memoryStore } from '../memory-store';

function stores(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const localStore = memoryStore(local);
  const sessionStore = memoryStore(session);
  return {
    localStore,
    sessionStore,
    guarded: { local: guardStorage(localStore), session: guardStorage(sessionStore) },
  };
}

const json = (store: ReturnType<typeof memoryStore>, key: string) =>
  JSON.parse(store.data.get(key) ?? 'null') as unknown;

describe('query parameters read at startup (SPEC 3)', () => {
  it('lists the twenty parameters of SPEC 3', () => {
    expect([...STARTUP_PARAMS]).toEqual([
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
    ]);
  });

  it('returns the non-empty known parameters and ignores others', () => {
    const { guarded } = stores();
    const result = readStartupParams(
      '?from=pwa&fullscreen=1&unknown=x&backUrl=&redirectUrl=https%3A%2F%2Fa.example',
      'm.brand.example',
      guarded,
    );
    expect(result.query).toEqual({ from: 'pwa', fullscreen: '1', redirectUrl: 'https://a.example' });
  });

  it('stores nothing for an empty query', () => {
    const { guarded, localStore, sessionStore } = stores();
    const result = readStartupParams('', 'm.brand.example', guarded);
    expect(result).toEqual({ query: {}, go: undefined, homescreen: false, autoLoginAllowed: true });
    expect(localStore.data.size + sessionStore.data.size).toBe(0);
  });
});

describe('reg_info and affiliate info (SPEC 3)', () => {
  it('maps affiliateCode and referralCode, with the host as originalDomain and domain', () => {
    const { guarded, localStore } = stores();
    readStartupParams('?affiliateCode=AFF1&referralCode=REF1', 'm.brand.example', guarded);
    expect(json(localStore, 'reg_info')).toEqual({
      affiliateCode: 'AFF1',
      referralCode: 'REF1',
      originalDomain: 'm.brand.example',
    });
    expect(json(localStore, STORAGE_KEYS.affiliateInfo)).toEqual({
      domain: 'm.brand.example',
      code: 'AFF1',
      referralCode: 'REF1',
    });
    expect(readRegInfo(guarded.local)).toEqual({
      affiliateCode: 'AFF1',
      referralCode: 'REF1',
      originalDomain: 'm.brand.example',
    });
  });

  it('takes the referral code from r when referralCode is absent', () => {
    const { guarded, localStore } = stores();
    readStartupParams('?r=R9', 'brand.example', guarded);
    expect(json(localStore, 'reg_info')).toEqual({ referralCode: 'R9', originalDomain: 'brand.example' });
    expect(json(localStore, 'affiliate_info')).toEqual({ domain: 'brand.example', referralCode: 'R9' });
  });

  it('prefers referralCode over r', () => {
    const { guarded, localStore } = stores();
    readStartupParams('?r=R9&referralCode=REF1', 'brand.example', guarded);
    expect(json(localStore, 'reg_info')).toMatchObject({ referralCode: 'REF1' });
  });

  it('stores only the affiliate code when there is no referral code', () => {
    const { guarded, localStore } = stores();
    readStartupParams('?affiliateCode=AFF1', 'brand.example', guarded);
    expect(json(localStore, 'reg_info')).toEqual({ affiliateCode: 'AFF1', originalDomain: 'brand.example' });
    expect(json(localStore, 'affiliate_info')).toEqual({ domain: 'brand.example', code: 'AFF1' });
  });

  it('keeps stored attribution when the query brings none', () => {
    const stored = JSON.stringify({ affiliateCode: 'OLD', originalDomain: 'x' });
    const { guarded, localStore } = stores({ reg_info: stored });
    readStartupParams('?from=a', 'brand.example', guarded);
    expect(localStore.data.get('reg_info')).toBe(stored);
  });
});

describe('s2s_info (SPEC 3)', () => {
  it('maps each query parameter onto its field', () => {
    const { guarded, localStore } = stores();
    readStartupParams(
      '?ad_app_token=t1&gps_adid=g1&adid=a1&af_app_id=f1&appsflyer_id=p1&advertising_id=v1&oaid=o1&idfa=i1&idfv=d1',
      'brand.example',
      guarded,
    );
    expect(json(localStore, 's2s_info')).toEqual({
      adAppToken: 't1',
      gpsAdid: 'g1',
      adid: 'a1',
      afAppId: 'f1',
      appsflyerId: 'p1',
      afAdvertisingId: 'v1',
      afOaid: 'o1',
      idfa: 'i1',
      idfv: 'd1',
    });
  });

  it('merges new values over the stored ones', () => {
    const { guarded } = stores({ s2s_info: JSON.stringify({ idfa: 'old', idfv: 'keep' }) });
    readStartupParams('?idfa=new&adid=a', 'brand.example', guarded);
    expect(guarded.local.readJson(STORAGE_KEYS.s2sInfo)).toEqual({ idfa: 'new', idfv: 'keep', adid: 'a' });
  });

  it('writes no s2s_info without any of its parameters', () => {
    const { guarded, localStore } = stores();
    readStartupParams('?tid=1', 'brand.example', guarded);
    expect(localStore.data.has('s2s_info')).toBe(false);
  });
});

describe('tid, homescreen and autoLogin (SPEC 3)', () => {
  it('stores tid', () => {
    const { guarded, localStore } = stores();
    readStartupParams('?tid=T-42', 'brand.example', guarded);
    expect(localStore.data.get('tid')).toBe('T-42');
    expect(readTrackingId(guarded.local)).toBe('T-42');
  });

  it('reads no tid when none was stored', () => {
    expect(readTrackingId(stores().guarded.local)).toBeUndefined();
  });

  it.each([
    ['1', '1', true],
    ['true', '1', true],
    ['0', '0', false],
    ['no', '0', false],
  ])('stores WEBCLIP %j as %j', (value, flag, homescreen) => {
    const { guarded, localStore } = stores();
    expect(readStartupParams(`?homescreen=${value}`, 'brand.example', guarded).homescreen).toBe(homescreen);
    expect(localStore.data.get('WEBCLIP')).toBe(flag);
    expect(isWebclip(guarded.local)).toBe(homescreen);
  });

  it('leaves the WEBCLIP flag alone without homescreen', () => {
    const { guarded, localStore } = stores({ WEBCLIP: '1' });
    expect(readStartupParams('?from=x', 'brand.example', guarded).homescreen).toBe(false);
    expect(localStore.data.get('WEBCLIP')).toBe('1');
    expect(isWebclip(guarded.local)).toBe(true);
  });

  it('turns auto-login off only for autoLogin=0', () => {
    const { guarded } = stores();
    expect(readStartupParams('?autoLogin=0', 'b.example', guarded).autoLoginAllowed).toBe(false);
    expect(readStartupParams('?autoLogin=1', 'b.example', guarded).autoLoginAllowed).toBe(true);
    expect(readStartupParams('?autoLogin=false', 'b.example', guarded).autoLoginAllowed).toBe(true);
    expect(readStartupParams('', 'b.example', guarded).autoLoginAllowed).toBe(true);
  });
});

describe('the go target (SPEC 5)', () => {
  it('is stored in the session when it is a safe /m/ path', () => {
    const { guarded, sessionStore } = stores();
    const result = readStartupParams(`?go=${encodeURIComponent('/m/activity?id=3')}`, 'brand.example', guarded);
    expect(result.go).toBe('/m/activity?id=3');
    expect(sessionStore.data.get('go')).toBe('/m/activity?id=3');
  });

  it.each(['//evil.com', '/m//evil.com', 'https://evil.com/m/home', '/home'])('is not stored when unsafe: %s', (go) => {
    const { guarded, sessionStore } = stores();
    expect(readStartupParams(`?go=${encodeURIComponent(go)}`, 'brand.example', guarded).go).toBeUndefined();
    expect(sessionStore.data.has('go')).toBe(false);
  });

  it('is consumed once by takeGoTarget', () => {
    const { guarded, sessionStore } = stores();
    readStartupParams('?go=/m/member/home', 'brand.example', guarded);
    expect(takeGoTarget(guarded.session)).toBe('/m/member/home');
    expect(sessionStore.data.has('go')).toBe(false);
    expect(takeGoTarget(guarded.session)).toBeUndefined();
  });

  it('is checked again when taken, and removed even when unsafe', () => {
    const { guarded, sessionStore } = stores({}, { go: '//evil.com' });
    expect(takeGoTarget(guarded.session)).toBeUndefined();
    expect(sessionStore.data.has('go')).toBe(false);
  });
});
