import { useEffect } from 'react';
import { startUpdateChecks } from '../../../lib/pwa/update-check';
import { askRefresh } from '../../../stores/refresh';
import { usePage } from '../../../flows/session/usePage';

/**
 * SPEC 4 "Update check": checks the asset lists (1.5 s, on return to the tab, hourly); on a change the refresh
 * dialog shows once. The status feature's alert host shows it: it is part of every page's first load, so a
 * release that removed this build's chunks cannot take the dialog away.
 */
export default function UpdateCheck() {
  const page = usePage();
  useEffect(() => startUpdateChecks({ store: page.local, clock: page.clock, onUpdateAvailable: askRefresh }), [page]);
  return null;
}
