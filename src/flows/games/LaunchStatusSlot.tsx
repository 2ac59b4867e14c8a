import { useStore } from '@nanostores/react';
import type { ClientMerchant } from '../../config/client';
import type { Translate } from '../../lib/i18n/translator';
import { $gameLaunch } from './launch-state';
import { LaunchStatus } from './LaunchStatus';

/**
 * Where a page shows its launch status ("Opening the game", a failure with Retry). It ships with the page's game
 * UI (issue 41): a chunk that a release removed can stop a launch, never the notice that says so.
 */
export function LaunchStatusSlot(props: { merchant: ClientMerchant; t: Translate }) {
  const launch = useStore($gameLaunch);
  if (launch.status === 'idle') return null;
  return <LaunchStatus {...props} />;
}
