import { useEffect, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import type PwaPartsType from './PwaParts';

interface Props {
  merchant: ClientMerchant;
  /** The route's path ("home", "login" ...), as in src/config/routes.ts. */
  routePath: string;
}

/**
 * SPEC 1 "It is a PWA": the engagement overlays of every page (install, download bar, app upgrade, update
 * dialog, notifications). They load in one chunk once the page is idle, so no page's first load carries them;
 * the island is client:only, as the parts read the window and have nothing to show in the server's HTML.
 */
export default function PwaHost(props: Props) {
  const [PwaParts, setPwaParts] = useState<typeof PwaPartsType>();
  useEffect(() => {
    const load = () => void import('./PwaParts').then((parts) => setPwaParts(() => parts.default));
    // The page's own content comes first; Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2_000 });
    else setTimeout(load, 200);
  }, []);
  return PwaParts ? <PwaParts {...props} /> : null;
}
