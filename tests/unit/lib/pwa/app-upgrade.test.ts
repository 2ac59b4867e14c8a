import { describe, expect, it } from 'vitest';
import { APP_UPDATE_VERSION_THRESHOLD } from '@/config/constants';
import { nativeAppVersion } from '@/lib/device/app-version';
import { appUpgradePlan, compareVersions } from '@/lib/pwa/app-upgrade';

describe('app upgrade (SPEC 4 "Update check", SPEC 9 threshold 2.4.39)', () => {
  it('uses the spec threshold', () => {
    expect(APP_UPDATE_VERSION_THRESHOLD).toBe('2.4.39');
  });

  it('compares versions part by part, numerically', () => {
    expect(compareVersions('2.4.39', '2.4.5')).toBe(1);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('2.10.0', '2.9.9')).toBe(1);
    expect(compareVersions('1.0.0', '1.0.1')).toBe(-1);
  });

  it('a shell at 2.4.39 or above downloads directly; below, the redirect page', () => {
    const plan = (version: string) => appUpgradePlan({ version, latestVersion: '2.5.0', mandatory: false });
    expect(plan('2.4.39')).toEqual({ show: true, mode: 'direct', closable: true });
    expect(plan('2.4.40')).toEqual({ show: true, mode: 'direct', closable: true });
    expect(plan('2.4.38')).toEqual({ show: true, mode: 'redirect', closable: true });
    expect(plan('1.9')).toEqual({ show: true, mode: 'redirect', closable: true });
  });

  it('MANDATORYAPPUPDATES3 takes the close button away', () => {
    expect(appUpgradePlan({ version: '2.4.0', latestVersion: '2.5.0', mandatory: true })).toEqual({
      show: true,
      mode: 'redirect',
      closable: false,
    });
  });

  it('is not shown to an up-to-date shell, without a latest version, or to a shell that reports none', () => {
    expect(appUpgradePlan({ version: '2.5.0', latestVersion: '2.5.0', mandatory: true })).toEqual({ show: false });
    expect(appUpgradePlan({ version: '2.6', latestVersion: '2.5.0', mandatory: true })).toEqual({ show: false });
    expect(appUpgradePlan({ version: '2.0.0', latestVersion: undefined, mandatory: true })).toEqual({ show: false });
    expect(appUpgradePlan({ version: undefined, latestVersion: '2.5.0', mandatory: true })).toEqual({ show: false });
  });

  it('reads the shell version from its user-agent token AppVersion/x.y.z', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
    expect(nativeAppVersion(`${ua} AppVersion/2.4.38`)).toBe('2.4.38');
    expect(nativeAppVersion(`AppVersion/3 ${ua}`)).toBe('3');
    expect(nativeAppVersion(ua)).toBeUndefined();
    expect(nativeAppVersion(`${ua} MyAppVersion/2.4.38`)).toBeUndefined();
    expect(nativeAppVersion(`${ua} AppVersion/2.4.38.1.9`)).toBeUndefined();
  });
});
