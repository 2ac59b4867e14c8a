import { lazy, Suspense } from 'react';
import type { ClientMerchant } from '../../config/client';

const Push = lazy(() => import('./push/Push'));
const UpdateDialog = lazy(() => import('./update/UpdateDialog'));

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
  return (
    <Suspense fallback={null}>
      {/* SPEC 4: the update check runs on every page. */}
      <UpdateDialog language={merchant.language} />
      {merchant.social.firebase?.vapidKey && <Push merchant={merchant} routePath={routePath} />}
    </Suspense>
  );
}
