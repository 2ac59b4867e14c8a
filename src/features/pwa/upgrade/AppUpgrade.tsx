import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useOverlayTurn } from '../../../components/useOverlayTurn';
import type { ClientMerchant } from '../../../config/client';
import { routePath } from '../../../config/routes';
import { useT } from '../../../components/useT';
import { nativeAppVersion } from '../../../lib/device/app-version';
import { iosVersion } from '../../../lib/device/platform';
import { appUpgradePlan } from '../../../lib/pwa/app-upgrade';
import { downloadChoices } from '../../../lib/pwa/download-bar';
import { iconUrl } from '../../../lib/pwa/manifest';
import { appName } from '../operator-name';
import { safeNavigationUrl } from '../../../lib/routing/safe-url';
import { STORAGE_KEYS } from '../../../lib/storage/keys';
import { isAppDownload } from '../../../lib/tracking/downloads';
import { track } from '../../../flows/tracking/track';
import { usePage } from '../../../flows/session/usePage';
import { fetchDownloadLinks } from '../download/download-bar-data';
import '../download/download.css';

/**
 * SPEC 2 / 4: the app-upgrade modal of the native shell. From 2.4.39 the button downloads the new app
 * directly; older shells go to the download page. MANDATORYAPPUPDATES3 takes the close button away.
 */
export default function AppUpgrade({ merchant }: { merchant: ClientMerchant }) {
  const t = useT(merchant.language);
  const page = usePage();
  const version = nativeAppVersion(navigator.userAgent);
  const plan = appUpgradePlan({
    version,
    latestVersion: merchant.appUpgrade.latestVersion,
    mandatory: merchant.flags.MANDATORYAPPUPDATES3,
  });
  const [closed, setClosed] = useState(() => page.session.getItem(STORAGE_KEYS.appUpgradeClosed) === '1');
  const redirectPage = routePath('download') + page.location.search;
  const [target, setTarget] = useState<string>();
  const direct = plan.show && plan.mode === 'direct';

  useEffect(() => {
    if (!direct) return;
    void fetchDownloadLinks(page).then((links) => {
      const choices = downloadChoices(links, iconUrl(192), (url) => safeNavigationUrl(url));
      const file = iosVersion(navigator.userAgent) ? choices.iosLite : choices.android;
      setTarget(file ?? redirectPage); // no file for this platform: the download page lists what there is
    });
  }, [page, direct, redirectPage]);

  // SPEC 7: the operator's manifest names the app; the modal waits for it (at most OPERATOR_NAME_WAIT_MS).
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (plan.show) void appName(merchant).then(setName);
  }, [merchant, plan.show]);

  const turn = useOverlayTurn('appUpgrade', plan.show && !(plan.closable && closed) && name !== undefined);
  if (!plan.show || !turn) return null;
  const href = plan.mode === 'redirect' ? redirectPage : target;
  const close = () => {
    page.session.setItem(STORAGE_KEYS.appUpgradeClosed, '1');
    setClosed(true);
  };
  return (
    <Dialog
      titleId="app-upgrade-title"
      title={t('pwa.install.upgradeTitle')}
      queued
      {...(plan.closable ? { onClose: close, closeLabel: t('status.close') } : {})}
    >
      <div className="download-popup">
        <img src={iconUrl(192)} alt="" width="72" height="72" />
        <p>{t('pwa.install.upgradeText', { name, version: merchant.appUpgrade.latestVersion })}</p>
        <div className="dialog__actions">
          {href && (
            <a
              className="button button--block"
              href={href}
              rel="noopener"
              onClick={() => isAppDownload(href) && track(merchant, 'downloadApp', {})}
            >
              {t('pwa.install.upgradeNow')}
            </a>
          )}
        </div>
      </div>
    </Dialog>
  );
}
