import { useOverlayTurn } from '../../../components/useOverlayTurn';
import { useEffect, useState } from 'react';
import type { ClientMerchant } from '../../../config/client';
import { NOTIFICATION_PROMPT_DELAY_MS } from '../../../config/constants';
import { manifestName } from '../../../lib/pwa/manifest';
import { lastNotificationPromptAt, mayOfferNotificationPrompt } from '../../../lib/pwa/notification-prompt';
import { messagingSettings } from '../../../lib/pwa/push-token';
import { currentToken } from '../../../stores/session';
import { usePage } from '../../../flows/session/usePage';
import { NotificationPrompt } from './NotificationPrompt';
import { attachPushSession, notificationPermission } from './push-session';

/** What the prompt touches beyond the page's effects: the push session, the permission, the operator's app name. */
export interface PushPage {
  attach: typeof attachPushSession;
  permission: typeof notificationPermission;
  appName: (merchant: ClientMerchant) => Promise<string>;
}

// SPEC 7: the operator's manifest names the app, as in the install prompt; its code loads when the prompt is due.
const THIS_PAGE: PushPage = {
  attach: attachPushSession,
  permission: notificationPermission,
  appName: (merchant) => import('../operator-name').then((operator) => operator.appName(merchant)),
};

interface Props {
  merchant: ClientMerchant;
  routePath: string;
  /** This page unless a test passes its own. */
  page?: PushPage;
}

/**
 * Push for a merchant that configures Cloud Messaging: the token follows the session on every page, and a
 * logged-in member on /m/home is offered the notification-permission modal a few seconds after it settles.
 */
export default function Push({ merchant, routePath, page = THIS_PAGE }: Props) {
  // The page's client, storage and clock; the `page` prop holds only push's own parts.
  const effects = usePage();
  const settings = messagingSettings(merchant.social);
  const [offered, setOffered] = useState(false);
  const [name, setName] = useState<string>();
  useEffect(() => (settings ? page.attach(settings, effects) : undefined), [settings, page, effects]);
  useEffect(() => {
    if (!settings || routePath !== 'home') return;
    const timer = effects.clock.setTimeout(() => {
      const facts = {
        pushConfigured: true,
        member: Boolean(currentToken()),
        permission: page.permission(),
        lastOfferedAt: lastNotificationPromptAt(effects.local),
        now: effects.clock.now(),
      };
      if (!mayOfferNotificationPrompt(facts)) return;
      void page
        .appName(merchant)
        .catch(() => manifestName(merchant.name, merchant.shortName))
        .then((appName) => {
          setName(appName);
          setOffered(true);
        });
    }, NOTIFICATION_PROMPT_DELAY_MS);
    return () => effects.clock.clearTimeout(timer);
  }, [settings, routePath, merchant, page, effects]);
  const turn = useOverlayTurn('notificationPrompt', Boolean(settings) && offered);
  if (!settings || !turn || name === undefined) return null;
  return <NotificationPrompt merchant={merchant} name={name} settings={settings} onDone={() => setOffered(false)} />;
}
