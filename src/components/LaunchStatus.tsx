import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { ClientMerchant } from '../config/client';
import type { Translate } from '../lib/i18n/translator';
import { $gameLaunch, dismissLaunchError, launchGame } from '../stores/game-launch';

interface Props {
  merchant: ClientMerchant;
  t: Translate;
}

/** "Opening the game" while a launch runs; its failure (timeout_retry_please, label_start_game_error ...) with Retry. */
export function LaunchStatus({ merchant, t }: Props) {
  const launch = useStore($gameLaunch);
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (launch.status === 'error') retryRef.current?.focus();
  }, [launch.status]);
  useEffect(() => {
    if (launch.status !== 'error') return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismissLaunchError();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [launch.status]);

  if (launch.status === 'idle') return null;
  if (launch.status === 'launching') {
    return (
      <div className="dialog-backdrop">
        <div className="dialog launch-status" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p className="dialog__message">{launch.name ? t('games.launchingNamed', { name: launch.name }) : t('games.launching')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="launch-error-title" aria-describedby="launch-error-message">
        <h2 className="dialog__title" id="launch-error-title">{t('ui.notice')}</h2>
        <p className="dialog__message" id="launch-error-message" data-testid="launch-error">{launch.message ?? t(launch.messageKey ?? 'unknown_error')}</p>
        <div className="dialog__actions">
          <button className="button button--ghost" type="button" onClick={dismissLaunchError}>{t('status.close')}</button>
          <button ref={retryRef} className="button" type="button" onClick={() => void launchGame(merchant, launch.request)}>{t('ui.retry')}</button>
        </div>
      </div>
    </div>
  );
}
