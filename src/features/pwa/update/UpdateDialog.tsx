import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../../config/languages';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../components/useT';
import {
  activateNewWorker,
  appRegistration,
  fetchNewWorker,
  refreshPage,
} from '../../../lib/pwa/service-worker-update';

/** Fetches the new service worker as the dialog opens; without one, Refresh still refreshes the page. */
async function newWorker() {
  const registration = await appRegistration();
  await fetchNewWorker(registration);
  return registration;
}
const newWorkerOrNone = () => newWorker().catch(() => undefined);

/**
 * SPEC 4's refresh dialog, once an update is found (UpdateCheck): Refresh lets the new worker take over, then
 * refreshes the page (SPEC 2 forced refresh, after 200 ms).
 */
export default function UpdateDialog({ language }: { language: LanguageCode }) {
  const t = useT(language);
  const [refreshing, setRefreshing] = useState(false);
  const [registration] = useState(newWorkerOrNone);
  const refreshRef = useRef<HTMLButtonElement>(null);
  useEffect(() => refreshRef.current?.focus(), []);

  const refresh = async () => {
    setRefreshing(true);
    await activateNewWorker(await registration);
    await refreshPage();
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
