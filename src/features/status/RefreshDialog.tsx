import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../config/languages';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../components/useT';
import { pageBuild, rememberRefresh } from '../../lib/pwa/missing-chunk';
import { usePage } from '../../flows/session/usePage';

/**
 * Loads the worker's take-over code and fetches the new service worker as the dialog opens (no first load carries
 * that code). Undefined when either failed: Refresh then reloads, and the pages come from the network.
 */
async function newWorker() {
  const update = await import('../../lib/pwa/service-worker-update');
  const registration = await update.appRegistration();
  await update.fetchNewWorker(registration);
  return { update, registration };
}
const newWorkerOrNone = () => newWorker().catch(() => undefined);

/**
 * SPEC 4's refresh dialog, once an update is found or a chunk of this build is gone (stores/refresh.ts): Refresh
 * lets the new worker take over, then refreshes the page (SPEC 2 forced refresh, after 200 ms). It ships with
 * the alert host, so no chunk that a release can remove stands between the player and it.
 */
export function RefreshDialog({ language }: { language: LanguageCode }) {
  const t = useT(language);
  const page = usePage();
  const [refreshing, setRefreshing] = useState(false);
  const [worker] = useState(newWorkerOrNone);
  const refreshRef = useRef<HTMLButtonElement>(null);
  useEffect(() => refreshRef.current?.focus(), []);

  const refresh = async () => {
    setRefreshing(true);
    // Once per build and tab: should the refresh bring this same build back, its next missing chunk gets a notice.
    rememberRefresh(page.session, pageBuild(document));
    const ready = await worker;
    if (!ready) return page.location.reload();
    await ready.update.activateNewWorker(ready.registration);
    await ready.update.refreshPage(page.location, page.clock);
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
