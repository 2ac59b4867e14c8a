import { useStore } from '@nanostores/react';
import type { ClientMerchant } from '../../config/client';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import type { Translate } from '../../lib/i18n/translator';
import { $gameLaunch, dismissLaunchError } from './launch-state';
import { relaunch } from './play';
import { Dialog } from '../../components/Dialog';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
}

/** "Opening the game" while a launch runs; its failure (timeout_retry_please, label_start_game_error ...) with Retry. */
export function LaunchStatus({ merchant, t }: Props) {
  const launch = useStore($gameLaunch);
  if (launch.status === 'idle') return null;
  if (launch.status === 'launching') {
    return (
      <Dialog
        key="launching"
        titleId="launch-title"
        title={launch.name ? t('games.launchingNamed', { name: launch.name }) : t('games.launching')}
      >
        <div className="launch-status" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{t('ui.pleaseWait')}</span>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      key="error"
      titleId="launch-error-title"
      title={t('ui.notice')}
      onClose={dismissLaunchError}
      closeLabel={t('status.close')}
    >
      <p className="dialog__message" role="alert" data-testid="launch-error">
        {launch.message ?? t(launch.messageKey ?? UNKNOWN_ERROR_KEY)}
      </p>
      <div className="launch-actions">
        <button className="button button--ghost" type="button" onClick={dismissLaunchError}>
          {t('status.close')}
        </button>
        <button className="button" type="button" onClick={() => relaunch(merchant, launch.request)}>
          {t('ui.retry')}
        </button>
      </div>
    </Dialog>
  );
}
