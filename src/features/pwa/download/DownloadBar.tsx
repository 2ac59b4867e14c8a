import { useStore } from '@nanostores/react';
import { lazy, useEffect, useState } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { LazyPart } from '../../../components/LazyPart';
import { useT } from '../../../components/useT';
import { mobilePlatform } from '../../../lib/device/mobile';
import { iosVersion } from '../../../lib/device/platform';
import { iconUrl } from '../../../lib/pwa/manifest';
import { appDevice, downloadBarOfferedOn } from '../../../lib/pwa/app-offer';
import { inviteBarVisibility, inviteCode } from '../../../lib/pwa/invite-bar';
import {
  closeDownloadBar,
  downloadBarVisibility,
  isUnsupportedIosPwa,
  readDownloadBarHidden,
  type DownloadBarInput,
} from '../../../lib/pwa/download-bar';
import { isWebclip } from '../../../lib/storage/startup-params';
import { loadMemberInfo } from '../../../flows/session/member-info';
import { usePage } from '../../../flows/session/usePage';
import { $member, currentToken } from '../../../stores/session';
import { AppIcon } from './AppIcon';
import { GiftIcon } from './GiftIcon';
import { loadDownloadBar, type DownloadBarData } from './download-bar-data';
import { Rating } from './Rating';
import './download.css';

// The popup of choices opens on a tap only: no first visit loads it.
const DownloadPopup = lazy(() => import('./DownloadPopup').then(({ DownloadPopup }) => ({ default: DownloadPopup })));
// Only a guest who came by a referral link is invited: no other visit loads it.
const InviteBar = lazy(() => import('./InviteBar'));

/**
 * SPEC 2 / 4 / 6: the download / invite bar (group m_top) with the app icon, title, five-star rating,
 * download button (bonus gift when APP_DOWNLOAD is on) and close control; a guest arriving by a referral link
 * is invited instead, with a Join button to registration. It comes last in the page's flow, held above the tab
 * bar (download.css), so its arrival shifts no content and it covers none.
 */
export default function DownloadBar({
  merchant,
  load = loadDownloadBar,
}: {
  merchant: ClientMerchant;
  /** What the bar shows once its gates pass: the page's calls unless a test passes its own. */
  load?: typeof loadDownloadBar;
}) {
  const t = useT(merchant.language);
  const page = usePage();
  const member = useStore($member);
  const [closed, setClosed] = useState(() => readDownloadBarHidden(page.session));
  const [data, setData] = useState<DownloadBarData>();
  const [popup, setPopup] = useState(false);
  const loggedIn = Boolean(currentToken());
  const [invite] = useState(() => inviteCode(page.location.search, loggedIn));
  const { requiresLogin, minVipRank } = merchant.downloadBar;
  const input: DownloadBarInput = {
    inNativeApp: false, // IdleHost renders the bar in a browser tab only
    installedPwa: false,
    hiddenForSession: closed,
    homeScreenWebclip: isWebclip(page.local),
    hasIosLink: data?.choices.hasIosLink ?? true, // known once loaded; the other rules first
    hasDownloads: data?.choices.hasDownloads ?? true,
    unsupportedIosPwa: isUnsupportedIosPwa(iosVersion(navigator.userAgent)),
    requiresLogin,
    loggedIn,
    minVipRank,
    vipRank: member?.vipRankLevel ?? member?.clubLabel?.rankLevel,
  };
  // Native apps exist for phones and tablets; desktops get the bar only with desktop_app_feature (docs/decisions.md).
  const device = appDevice(mobilePlatform(navigator.userAgent, navigator.maxTouchPoints) !== undefined, innerWidth);
  const offered = downloadBarOfferedOn(device, merchant.desktopAppFeature);
  const gated = invite ? inviteBarVisibility(input) : downloadBarVisibility(input);
  const visible = (invite !== undefined || offered) && gated.visible;
  const waitsForRank =
    offered && !invite && !gated.visible && gated.reason === 'vip_rank_too_low' && loggedIn && !member;

  useEffect(() => {
    // The rank limit needs the member's rank: the stored member info, else one call.
    if (waitsForRank) loadMemberInfo(merchant).catch(() => undefined);
  }, [merchant, waitsForRank]);
  useEffect(() => {
    if (!visible) return undefined;
    let current = true;
    void load(page, loggedIn, iconUrl(192)).then((loaded) => current && setData(loaded));
    return () => {
      current = false;
    };
  }, [page, loggedIn, visible, load]);

  if (!visible || !data) return null;
  const close = () => {
    closeDownloadBar(page.session);
    setClosed(true);
  };
  // The bar's layout with the invitation's own title (not the m_top banner's: the link promised an invitation).
  if (invite)
    return (
      <LazyPart>
        <InviteBar name={merchant.shortName} t={t} icon={data.choices.icon} referralCode={invite} onClose={close} />
      </LazyPart>
    );
  return (
    <>
      <aside className="download-bar" aria-label={t('pwa.install.barLabel')}>
        <button className="download-bar__close" type="button" onClick={close} aria-label={t('pwa.install.closeBar')}>
          <span aria-hidden="true">×</span>
        </button>
        <AppIcon className="download-bar__icon" src={data.choices.icon} fallback={iconUrl(192)} size={40} />
        <div className="download-bar__text">
          <p className="download-bar__title">{data.title ?? t('pwa.getTheApp', { name: merchant.shortName })}</p>
          <Rating label={t('pwa.install.rating', { score: '5.0' })} />
        </div>
        <button className="download-bar__download" type="button" onClick={() => setPopup(true)}>
          {t('pwa.install.download')}
          {data.bonus && <GiftIcon label={t('pwa.install.bonus')} />}
        </button>
      </aside>
      {popup && (
        <LazyPart onError={() => setPopup(false)}>
          <DownloadPopup merchant={merchant} t={t} choices={data.choices} onClose={() => setPopup(false)} />
        </LazyPart>
      )}
    </>
  );
}
