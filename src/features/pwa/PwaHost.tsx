import { lazy, Suspense, useEffect, useState } from 'react';
import type { ClientMerchant } from '../../config/client';

const InstallParts = lazy(() => import('./install/InstallParts'));

interface Props {
  merchant: ClientMerchant;
  /** The route's path ("home", "login" ...), as in src/config/routes.ts. */
  routePath: string;
}

/**
 * SPEC 1 "It is a PWA": the engagement overlays of every page (install, download bar, app upgrade, update
 * dialog, notifications). Each part is a React.lazy chunk rendered only where its rules say it may show, so
 * no page's first load carries it (the /m/home JS budget has about 1 KB to spare).
 */
export default function PwaHost({ merchant, routePath }: Props) {
  // The parts read the window: they render after hydration, never in the server's HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <Suspense fallback={null}>{hydrated && <InstallParts merchant={merchant} routePath={routePath} />}</Suspense>;
}
