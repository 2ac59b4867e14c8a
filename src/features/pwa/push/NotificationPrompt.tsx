import { useEffect } from 'react';
import type { ClientMerchant } from '../../../config/client';
import type { FirebaseSettings } from '../../../config/schema/social';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../components/useT';
import { NOTIFICATION_REQUEST_TIPS_KEY } from '../../../lib/api/error-catalogue';
import { afterPermissionAnswer, recordNotificationPrompt } from '../../../lib/pwa/notification-prompt';
import { $alerts } from '../../../stores/alerts';
import { currentToken } from '../../../stores/session';
import { usePage } from '../../../flows/session/usePage';
import { registerPush } from './push-session';

interface Props {
  merchant: ClientMerchant;
  /** The app's name as the operator's manifest gives it (pwa/operator-name.ts). */
  name: string;
  settings: FirebaseSettings;
  onDone: () => void;
}

/** SPEC 2 "Notification-permission modal": asks before the browser does; granted binds the token at once. */
export function NotificationPrompt({ merchant, name, settings, onDone }: Props) {
  const t = useT(merchant.language);
  const page = usePage();
  // The day starts once, when the modal shows.
  useEffect(() => void recordNotificationPrompt(page.local, page.clock.now()), [page]);
  const allow = async () => {
    onDone();
    const answer = await Notification.requestPermission();
    const token = currentToken();
    if (afterPermissionAnswer(answer) === 'register') {
      if (token) await registerPush(settings, token, page).catch(console.error);
    } else $alerts.set([...$alerts.get(), { messageKey: NOTIFICATION_REQUEST_TIPS_KEY }]);
  };
  return (
    <Dialog
      titleId="notification-prompt-title"
      title={t('pwa.push.title', { name })}
      onClose={onDone}
      closeLabel={t('status.close')}
      queued
    >
      <p>{t('pwa.push.message')}</p>
      <div className="dialog__actions">
        <button className="button" type="button" onClick={() => void allow()}>
          {t('pwa.push.allow')}
        </button>
        <button className="button button--ghost" type="button" onClick={onDone}>
          {t('pwa.push.later')}
        </button>
      </div>
    </Dialog>
  );
}
