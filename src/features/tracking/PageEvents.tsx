import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { usePage } from '../../flows/session/usePage';
import { keepClickIds } from '../../lib/tracking/click-ids';
import { track } from '../../flows/tracking/track';

interface Props {
  merchant: ClientMerchant;
}

/**
 * What every app page tracks once it is idle: the campaign's click ids, firstOpen (the first app page in
 * this browser) and viewContent (the first of the session); the once-only rules of SPEC 4 keep the rest out.
 */
export default function PageEvents({ merchant }: Props) {
  const page = usePage();
  useEffect(() => {
    keepClickIds(page.location.search, page.local);
    track(merchant, 'firstOpen', {});
    track(merchant, 'viewContent', {});
  }, [merchant, page]);
  return null;
}
