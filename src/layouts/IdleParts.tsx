import { lazy, Suspense } from 'react';
import type { ClientMerchant } from '../config/client';
import SessionLoads from '../features/member/SessionLoads';
import PwaParts from '../features/pwa/PwaParts';

// Chat brings its providers' adapters and dialogs: a chunk of its own, fetched with this one.
const ChatParts = lazy(() => import('../features/chat/ChatParts'));

interface Props {
  merchant: ClientMerchant;
  routePath: string;
}

/** Every part of a page that IdleHost loads once the page is idle. */
export default function IdleParts({ merchant, routePath }: Props) {
  return (
    <>
      <PwaParts merchant={merchant} routePath={routePath} />
      <SessionLoads merchant={merchant} />
      <Suspense fallback={null}>
        <ChatParts merchant={merchant} />
      </Suspense>
    </>
  );
}
