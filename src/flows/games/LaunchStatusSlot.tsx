import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { ClientMerchant } from '../../config/client';
import type { Translate } from '../../lib/i18n/translator';
import { $gameLaunch } from './launch-state';

// The launch dialogs load with the first launch: a visit that never taps a game does not fetch them.
const LaunchStatus = lazy(() => import('./LaunchStatus').then(({ LaunchStatus }) => ({ default: LaunchStatus })));

/** Where a page shows its launch status ("Opening the game", a failure), loaded when a launch starts. */
export function LaunchStatusSlot(props: { merchant: ClientMerchant; t: Translate }) {
  const launch = useStore($gameLaunch);
  if (launch.status === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LaunchStatus {...props} />
    </Suspense>
  );
}
