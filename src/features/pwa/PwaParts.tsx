import { useStore } from '@nanostores/react';
import { lazy, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import type { ClientMerchant } from '../../config/client';
import { $session } from '../../stores/session';
import InstallParts from './install/InstallParts';
import UpdateCheck from './update/UpdateCheck';

// Push carries Firebase Cloud Messaging: only for a merchant that configures it, and only once a member is
// logged in (SPEC 4 binds the token 10 s after login; a guest's first visit never needs it).
const Push = lazy(() => import('./push/Push'));

interface Props {
  merchant: ClientMerchant;
  routePath: string;
}

/** Every PWA part of a page (IdleParts loads them once the page is idle). */
export default function PwaParts({ merchant, routePath }: Props) {
  const session = useStore($session);
  // Once loaded it stays for the page's life: it unbinds the token when the member logs out.
  const [pushLoaded, setPushLoaded] = useState(false);
  if (session && !pushLoaded) setPushLoaded(true);
  return (
    <>
      {/* SPEC 4: the update check runs on every page. */}
      <UpdateCheck />
      <InstallParts merchant={merchant} routePath={routePath} />
      {merchant.social.firebase?.vapidKey && pushLoaded && (
        <LazyPart>
          <Push merchant={merchant} routePath={routePath} />
        </LazyPart>
      )}
    </>
  );
}
