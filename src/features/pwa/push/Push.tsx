import { useOverlayTurn } from '../../../components/useOverlayTurn';
import { useEffect, useState } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { NOTIFICATION_PROMPT_DELAY_MS } from '../../../config/constants';
import { local } from '../../../lib/storage/guarded-storage';
import { manifestName } from '../../../lib/pwa/manifest';
import { lastNotificationPromptAt, mayOfferNotificationPrompt } from '../../../lib/pwa/notification-prompt';
import { messagingSettings } from '../../../lib/pwa/push-token';
import { currentToken } from '../../../stores/session';
import { NotificationPrompt } from './NotificationPrompt';
import { attachPushSession, notificationPermission } from './push-session';

interface Props {
  merchant: ClientMerchant;
  routePath: string;
}

/**
 * Push for a merchant that configures Cloud Messaging: the token follows the session on every page, and a
 * logged-in member on /m/home is offered the notification-permission modal a few seconds after it settles.
 */
export default function Push({ merchant, routePath }: Props) {
  const settings = messagingSettings(merchant.social);
  const [offered, setOffered] = useState(false);
  const [name, setName] = useState<string>();
  useEffect(() => (settings ? attachPushSession(merchant, settings) : undefined), [merchant, settings]);
  useEffect(() => {
    if (!settings || routePath !== 'home') return;
    const timer = setTimeout(() => {
      const facts = {
        pushConfigured: true,
        member: Boolean(currentToken()),
        permission: notificationPermission(),
        lastOfferedAt: lastNotificationPromptAt(local()),
        now: Date.now(),
      };
      if (!mayOfferNotificationPrompt(facts)) return;
      // SPEC 7: the operator's manifest names the app, as in the install prompt; asked only now that it is due.
      void import('../operator-name')
        .then((operator) => operator.appName(merchant))
        .catch(() => manifestName(merchant.name, merchant.shortName))
        .then((appName) => {
          setName(appName);
          setOffered(true);
        });
    }, NOTIFICATION_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, routePath, merchant]);
  const turn = useOverlayTurn('notificationPrompt', Boolean(settings) && offered);
  if (!settings || !turn || name === undefined) return null;
  return <NotificationPrompt merchant={merchant} name={name} settings={settings} onDone={() => setOffered(false)} />;
}
