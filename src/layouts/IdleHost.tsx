import { startTransition, useEffect, useState } from 'react';
import type IdlePartsType from './IdleParts';
import { pageMerchant } from '../lib/page/page-merchant';
import { reportMissingChunk } from '../stores/refresh';

interface Props {
  /** The route's path ("home", "login" ...), as in src/config/routes.ts. */
  routePath: string;
}

/**
 * The parts of every page that wait for the page itself: the PWA overlays, customer-service chat and the ad
 * pixels. They load in one chunk once the page is idle, so no page's first load carries them; the island is
 * client:only, as the parts read the window and have nothing to show in the server's HTML.
 */
export default function IdleHost({ routePath }: Props) {
  const merchant = pageMerchant();
  const [IdleParts, setIdleParts] = useState<typeof IdlePartsType>();
  useEffect(() => {
    // Rendered as a transition: React yields between the parts instead of one long task.
    // Without their chunk (gone after a release) the page's own islands stay; the refresh dialog answers.
    const load = () =>
      void import('./IdleParts').then(
        (parts) => startTransition(() => setIdleParts(() => parts.default)),
        reportMissingChunk,
      );
    // The page's own content comes first; Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2_000 });
    else setTimeout(load, 200);
  }, []);
  return IdleParts ? <IdleParts merchant={merchant} routePath={routePath} /> : null;
}
