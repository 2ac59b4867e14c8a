import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { LanguageCode } from '../../config/languages';
import { Dialog } from '../../components/Dialog';
import { useHydrated } from '../../components/useHydrated';
import { useOverlayTurn } from '../../components/useOverlayTurn';
import { useT } from '../../components/useT';
import { ALERT_KEYS } from '../../lib/api/api-events';
import { watchConnectivity } from '../../lib/api/connectivity';
import { LOGIN_PATH } from '../../config/routes';
import { $alerts, $notice, dismissAlert } from '../../stores/alerts';
import { apiEvents } from '../../flows/session/page-client';
import { usePage } from '../../flows/session/usePage';
import { $refreshWanted } from '../../stores/refresh';
import { RefreshDialog } from './RefreshDialog';

interface Props {
  language: LanguageCode;
}

/**
 * Renders what the request layer raises: alerts (SPEC 8) as a modal dialog, passing notices as a toast; and the
 * refresh dialog (SPEC 4), on its turn among the page's own dialogs.
 */
export default function AlertHost({ language }: Props) {
  const t = useT(language);
  const page = usePage();
  const alerts = useStore($alerts);
  const notice = useStore($notice);
  const refreshTurn = useOverlayTurn('update', useStore($refreshWanted));
  const confirmRef = useRef<HTMLButtonElement>(null);
  const alert = alerts[0];

  useEffect(() => watchConnectivity(window, () => navigator.onLine, apiEvents, page.location.protocol), [page]);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = page.clock.setTimeout(() => $notice.set(undefined), notice.durationMs);
    return () => page.clock.clearTimeout(timer);
  }, [notice, page]);
  // The server's HTML has no alert: one raised before this island hydrated (a page opened offline) shows
  // after, or React would find HTML it did not write and log a hydration error.
  const hydrated = useHydrated();
  useEffect(() => confirmRef.current?.focus(), [alert, hydrated]);

  const confirm = () => {
    dismissAlert();
    if (alert?.onConfirm === 'goToLogin') page.location.assign(LOGIN_PATH);
  };

  if (!hydrated) return null;
  return (
    <>
      {alert && (
        <Dialog key={alerts.length} titleId="alert-title" title={t(alert.titleKey ?? ALERT_KEYS.notice)}>
          <p className="dialog__message" id="alert-message">
            {alert.message ?? t(alert.messageKey ?? ALERT_KEYS.unknownError)}
          </p>
          <button ref={confirmRef} className="button button--block" type="button" onClick={confirm}>
            {t('ui.confirm')}
          </button>
        </Dialog>
      )}
      {refreshTurn && <RefreshDialog language={language} />}
      {notice && (
        <div className="toast" role="status">
          {t(notice.messageKey)}
        </div>
      )}
    </>
  );
}
