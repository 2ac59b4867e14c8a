import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { useT } from '../../../components/useT';
import { mobilePlatform } from '../../../lib/device/mobile';
import { iosVersion } from '../../../lib/device/platform';
import { iconUrl } from '../../../lib/pwa/manifest';
import {
  closeDownloadBar,
  downloadBarVisibility,
  isUnsupportedIosPwa,
  readDownloadBarHidden,
  type DownloadBarInput,
} from '../../../lib/pwa/download-bar';
import { isWebclip } from '../../../lib/storage/startup-params';
import { local, session } from '../../../lib/storage/guarded-storage';
import { loadMemberInfo } from '../../../flows/session/member-info';
import { $member, currentToken } from '../../../stores/session';
import { AppIcon } from './AppIcon';
import { GiftIcon } from './GiftIcon';
import { loadDownloadBar, type DownloadBarData } from './load';
import './download.css';

// The popup of choices opens on a tap only: no first visit loads it.
const DownloadPopup = lazy(() => import('./DownloadPopup').then(({ DownloadPopup }) => ({ default: DownloadPopup })));

const STAR = '6,0.5 7.6,4.2 11.6,4.5 8.6,7.1 9.5,11.5 6,9.2 2.5,11.5 3.4,7.1 0.4,4.5 4.4,4.2';

/** Five stars drawn, not typed: a picture with its score as its name (a paragraph may not carry a label). */
function Stars({ label }: { label: string }) {
  return (
    <svg className="download-bar__stars" viewBox="0 0 60 12" width="60" height="12" role="img" aria-label={label}>
      {[0, 12, 24, 36, 48].map((x) => (
        <polygon key={x} points={STAR} transform={`translate(${x})`} />
      ))}
    </svg>
  );
}

/**
 * SPEC 2 / 4 / 6: the download / invite bar (group m_top) with the app icon, title, five-star rating,
 * download button (bonus gift when APP_DOWNLOAD is on) and close control. It comes last in the page's flow,
 * held above the tab bar (download.css), so its arrival shifts no content and it covers none.
 */
export default function DownloadBar({ merchant }: { merchant: ClientMerchant }) {
  const t = useT(merchant.language);
  const member = useStore($member);
  const [closed, setClosed] = useState(() => readDownloadBarHidden(session()));
  const [data, setData] = useState<DownloadBarData>();
  const [popup, setPopup] = useState(false);
  const loggedIn = Boolean(currentToken());
  const { requiresLogin, minVipRank } = merchant.downloadBar;
  const input: DownloadBarInput = {
    inNativeApp: false, // IdleHost renders the bar in a browser tab only
    installedPwa: false,
    hiddenForSession: closed,
    homeScreenWebclip: isWebclip(local()),
    hasIosLink: data?.choices.hasIosLink ?? true, // known once loaded; the other rules first
    hasDownloads: data?.choices.hasDownloads ?? true,
    unsupportedIosPwa: isUnsupportedIosPwa(iosVersion(navigator.userAgent)),
    requiresLogin,
    loggedIn,
    minVipRank,
    vipRank: member?.vipRankLevel ?? member?.clubLabel?.rankLevel,
  };
  // Native apps exist for phones and tablets only (docs/decisions.md).
  const phone = mobilePlatform(navigator.userAgent, navigator.maxTouchPoints) !== undefined;
  const gated = downloadBarVisibility(input);
  const visible = phone && gated.visible;
  const waitsForRank = phone && !gated.visible && gated.reason === 'vip_rank_too_low' && loggedIn && !member;

  useEffect(() => {
    // The rank limit needs the member's rank: the stored member info, else one call.
    if (waitsForRank) loadMemberInfo(merchant).catch(() => undefined);
  }, [merchant, waitsForRank]);
  useEffect(() => {
    if (!visible) return undefined;
    let current = true;
    void loadDownloadBar(merchant, loggedIn, iconUrl(192)).then((loaded) => current && setData(loaded));
    return () => {
      current = false;
    };
  }, [merchant, loggedIn, visible]);

  if (!visible || !data) return null;
  const close = () => {
    closeDownloadBar(session());
    setClosed(true);
  };
  return (
    <>
      <aside className="download-bar" aria-label={t('pwa.install.barLabel')}>
        <button className="download-bar__close" type="button" onClick={close} aria-label={t('pwa.install.closeBar')}>
          <span aria-hidden="true">×</span>
        </button>
        <AppIcon className="download-bar__icon" src={data.choices.icon} fallback={iconUrl(192)} size={40} />
        <div className="download-bar__text">
          <p className="download-bar__title">{data.title ?? t('pwa.getTheApp', { name: merchant.shortName })}</p>
          <p className="download-bar__rating">
            <Stars label={t('pwa.install.rating', { score: '5.0' })} />
            <span aria-hidden="true">5.0</span>
          </p>
        </div>
        <button className="download-bar__download" type="button" onClick={() => setPopup(true)}>
          {t('pwa.install.download')}
          {data.bonus && <GiftIcon label={t('pwa.install.bonus')} />}
        </button>
      </aside>
      {popup && (
        <Suspense fallback={null}>
          <DownloadPopup merchant={merchant} t={t} choices={data.choices} onClose={() => setPopup(false)} />
        </Suspense>
      )}
    </>
  );
}
