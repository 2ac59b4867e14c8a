import { lazy, Suspense, useEffect, useState } from 'react';
import type { LanguageCode } from '../../../config/languages';
import { useOverlayTurn } from '../../../components/useOverlayTurn';
import { startUpdateChecks } from '../../../lib/pwa/update-check';
import { local } from '../../../lib/storage/guarded-storage';

// The dialog and the worker-update code load only once an update is found: no first visit needs them.
const UpdateDialog = lazy(() => import('./UpdateDialog'));

/**
 * SPEC 4 "Update check": checks the asset lists (1.5 s, on return to the tab, hourly); on a change the refresh
 * dialog shows once, on its turn among the overlays.
 */
export default function UpdateCheck({ language }: { language: LanguageCode }) {
  const [found, setFound] = useState(false);
  useEffect(() => startUpdateChecks({ store: local(), onUpdateAvailable: () => setFound(true) }), []);
  const turn = useOverlayTurn('update', found);
  return turn ? (
    <Suspense fallback={null}>
      <UpdateDialog language={language} />
    </Suspense>
  ) : null;
}
