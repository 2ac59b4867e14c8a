import { lazy, Suspense } from 'react';
import type { ClientMerchant } from '../config/client';
import { configuredPixels } from '../config/pixels';
import PwaParts from '../features/pwa/PwaParts';
import PageEvents from '../features/tracking/PageEvents';

// The pixels' code loads only for a merchant that sets a pixel id.
const Pixels = lazy(() => import('../features/tracking/Pixels'));

interface Props {
  merchant: ClientMerchant;
  routePath: string;
}

/** Every part of a page that IdleHost loads once the page is idle, in one chunk. */
export default function IdleParts({ merchant, routePath }: Props) {
  return (
    <>
      <PwaParts merchant={merchant} routePath={routePath} />
      <PageEvents merchant={merchant} />
      {Object.keys(configuredPixels(merchant.tracking)).length > 0 && (
        <Suspense fallback={null}>
          <Pixels merchant={merchant} />
        </Suspense>
      )}
    </>
  );
}
