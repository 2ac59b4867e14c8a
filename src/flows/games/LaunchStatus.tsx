import { useStore } from '@nanostores/react';
import type { ClientMerchant } from '../../config/client';
import { routePath } from '../../config/routes';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import type { Translate } from '../../lib/i18n/translator';
import { withPreservedQuery } from '../../lib/routing/navigation';
import { $gameLaunch, dismissLaunchError, refusedOutsideApp } from './launch-state';
import { relaunch } from './play';
import { Dialog } from '../../components/Dialog';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
}

/** The merchant's app downloads and the home-screen install (/m/download): where a game refused outside the app starts. */
export function GetTheAppLink({ merchant, t }: Props) {
  return (
    <a className="button" href={withPreservedQuery(routePath('download'), location.search)} data-testid="get-the-app">
      {t('pwa.getTheApp', { name: merchant.shortName })}
    </a>
  );
}

/** "Opening the game" while a launch runs; its failure with Retry, or with the app when refused outside it. */
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
        {refusedOutsideApp(launch) ? (
          <GetTheAppLink merchant={merchant} t={t} />
        ) : (
          <button className="button" type="button" onClick={() => relaunch(merchant, launch.request)}>
            {t('ui.retry')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
