import { lazy } from 'react';
import { LazyPart } from '../components/LazyPart';
import type { ClientMerchant } from '../config/client';
import SessionLoads from '../flows/session/SessionLoads';
import { configuredPixels } from '../config/pixels';
import PwaParts from '../features/pwa/PwaParts';
import PageEvents from '../features/tracking/PageEvents';
import FieldWatch from '../features/field/FieldWatch';

// The pixels' code loads only for a merchant that sets a pixel id.
const Pixels = lazy(() => import('../features/tracking/Pixels'));

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
      <LazyPart>
        <ChatParts merchant={merchant} />
      </LazyPart>
      <PageEvents merchant={merchant} />
      <FieldWatch merchant={merchant} routePath={routePath} />
      {Object.keys(configuredPixels(merchant.tracking)).length > 0 && (
        <LazyPart>
          <Pixels merchant={merchant} />
        </LazyPart>
      )}
    </>
  );
}
