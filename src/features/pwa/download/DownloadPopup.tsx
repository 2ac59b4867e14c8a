import { Dialog } from '../../../components/Dialog';
import type { ClientMerchant } from '../../../config/client';
import { routePath } from '../../../config/routes';
import { iosVersion } from '../../../lib/device/platform';
import type { Translate } from '../../../lib/i18n/translator';
import { iconUrl } from '../../../lib/pwa/manifest';
import { POPUP_DOWNLOAD_KEYS, type DownloadChoices } from '../../../lib/pwa/download-bar';
import { isAppDownload } from '../../../lib/tracking/downloads';
import { track } from '../../../flows/tracking/track';
import { AppIcon } from './AppIcon';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
  choices: DownloadChoices;
  onClose: () => void;
}

/** SPEC 2 "Download popup": the iOS lite profile (MOBILECONFIG) and the Android app, the player's own first. */
export function DownloadPopup({ merchant, t, choices, onClose }: Props) {
  const links = [
    { key: POPUP_DOWNLOAD_KEYS.iosLite, url: choices.iosLite },
    { key: POPUP_DOWNLOAD_KEYS.android, url: choices.android },
  ].flatMap((link) => (link.url ? [{ key: link.key, url: link.url }] : []));
  if (iosVersion(navigator.userAgent) === undefined) links.reverse();
  // SPEC 4 "Tracked events": .mobileconfig, .apk and .ipa files count as app downloads.
  const onDownload = (url: string) => {
    if (isAppDownload(url)) track(merchant, 'downloadApp', {});
  };
  return (
    <Dialog
      titleId="download-popup-title"
      title={t('pwa.getTheApp', { name: merchant.shortName })}
      onClose={onClose}
      closeLabel={t('status.close')}
    >
      <div className="download-popup">
        <AppIcon className="download-popup__icon" src={choices.icon} fallback={iconUrl(192)} size={72} />
        {links.length === 0 && <p>{t('pwa.noDownloads')}</p>}
        <div className="dialog__actions">
          {links.map((link) => (
            <a
              key={link.key}
              className="button button--block"
              href={link.url}
              rel="noopener"
              onClick={() => onDownload(link.url)}
            >
              {t(`pwa.download.${link.key}`)}
            </a>
          ))}
          <a className="button button--ghost button--block" href={routePath('download')}>
            {t('pwa.install.moreWays')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
