// SPEC 4 "Update check", app upgrade: whether the native shell is asked to upgrade, and how (SPEC 9 2.4.39).
import { APP_UPDATE_VERSION_THRESHOLD } from '../../config/constants';

/** Compares dotted versions numerically ("2.4.39" > "2.4.5"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** direct: the shell downloads the new app itself; redirect: it is sent to the download page. */
type AppUpgradeMode = 'direct' | 'redirect';

export type AppUpgradePlan = { show: false } | { show: true; mode: AppUpgradeMode; closable: boolean };

export interface AppUpgradeInput {
  /** The shell's version (nativeAppVersion); undefined when it does not report one. */
  version: string | undefined;
  /** The merchant's current app version (appUpgrade.latestVersion). */
  latestVersion: string | undefined;
  /** MANDATORYAPPUPDATES3: no close button. */
  mandatory: boolean;
}

/**
 * Shown to a shell older than the latest version; a shell at or above 2.4.39 downloads directly, an older
 * one gets the redirect page. A shell that reports no version is never asked (it cannot be told apart).
 */
export function appUpgradePlan({ version, latestVersion, mandatory }: AppUpgradeInput): AppUpgradePlan {
  if (!version || !latestVersion || compareVersions(version, latestVersion) >= 0) return { show: false };
  const mode = compareVersions(version, APP_UPDATE_VERSION_THRESHOLD) >= 0 ? 'direct' : 'redirect';
  return { show: true, mode, closable: !mandatory };
}
