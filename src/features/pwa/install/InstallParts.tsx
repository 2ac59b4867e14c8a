import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '../../../components/LazyPart';
import type { ClientMerchant } from '../../../config/client';
import { inNativeApp, isStandalone } from '../../../lib/device/platform';
import { usePage } from '../../../flows/session/usePage';
import { installCapture } from './capture';

const InstallPrompt = lazy(() => import('./InstallPrompt'));
const DownloadBar = lazy(() => import('../download/DownloadBar'));
const AppUpgrade = lazy(() => import('../upgrade/AppUpgrade'));

/** Where the page runs: the native app shell, an installed PWA, or a browser tab. */
type Shell = 'native' | 'standalone' | 'browser';

/**
 * The install engineer's overlays, by where the page runs: in a browser tab the install capture on every page,
 * the install prompt and download bar on the landing pages (docs/decisions.md); in the native shell the app
 * upgrade. An installed PWA shows none of them.
 */
export default function InstallParts({ merchant, routePath }: { merchant: ClientMerchant; routePath: string }) {
  const page = usePage();
  const [shell] = useState<Shell>(() =>
    inNativeApp(page.location.search) ? 'native' : isStandalone(window) ? 'standalone' : 'browser',
  );
  useEffect(() => {
    if (shell === 'browser') installCapture(merchant, page);
  }, [shell, merchant, page]);
  const landing = shell === 'browser' && (routePath === 'home' || routePath === 'index');
  return (
    <>
      {/* One part each: a prompt whose code is gone leaves the bar and the upgrade as they are. */}
      {landing && (
        <LazyPart>
          <InstallPrompt merchant={merchant} />
        </LazyPart>
      )}
      {landing && (
        <LazyPart>
          <DownloadBar merchant={merchant} />
        </LazyPart>
      )}
      {shell === 'native' && (
        <LazyPart>
          <AppUpgrade merchant={merchant} />
        </LazyPart>
      )}
    </>
  );
}
