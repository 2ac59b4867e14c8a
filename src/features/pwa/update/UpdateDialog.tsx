import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../../config/languages';
import { Dialog } from '../../../components/Dialog';
import { useOverlayTurn } from '../../../components/useOverlayTurn';
import { useT } from '../../../components/useT';
import type * as WorkerUpdate from '../../../lib/pwa/service-worker-update';
import { startUpdateChecks } from '../../../lib/pwa/update-check';
import { local } from '../../../lib/storage/guarded-storage';

interface Props {
  language: LanguageCode;
}

/**
 * SPEC 4 "Update check": checks the asset lists (1.5 s, on return to the tab, hourly); on a change it fetches
 * the new service worker and shows the refresh dialog once. Refresh lets the new worker take over, then
 * refreshes the page (SPEC 2 forced refresh, after 200 ms).
 */
export default function UpdateDialog({ language }: Props) {
  const t = useT(language);
  const [found, setFound] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // The worker-update code loads only once an update is found: no first visit needs it.
  const update =
    useRef<
      Promise<{ worker: typeof WorkerUpdate; registration: Awaited<ReturnType<typeof WorkerUpdate.appRegistration>> }>
    >(undefined);
  const refreshRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      startUpdateChecks({
        store: local(),
        onUpdateAvailable: () => {
          update.current = import('../../../lib/pwa/service-worker-update').then(async (worker) => {
            const registration = await worker.appRegistration();
            await worker.fetchNewWorker(registration);
            return { worker, registration };
          });
          setFound(true);
        },
      }),
    [],
  );
  const turn = useOverlayTurn('update', found);
  useEffect(() => refreshRef.current?.focus(), [turn]);

  if (!turn) return null;
  const refresh = async () => {
    setRefreshing(true);
    const { worker, registration } = await update.current!;
    await worker.activateNewWorker(registration);
    await worker.refreshPage();
  };
  return (
    <Dialog titleId="pwa-update-title" title={t('pwa_update_title')} queued>
      <p className="dialog__message">{t('pwa_update_msg')}</p>
      <button
        ref={refreshRef}
        className="button button--block"
        type="button"
        disabled={refreshing}
        onClick={() => void refresh()}
      >
        {refreshing ? t('ui.pleaseWait') : t('ui.refresh')}
      </button>
    </Dialog>
  );
}
