import { lazy, useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import InstallParts from './install/InstallParts';
import UpdateDialog from './update/UpdateDialog';

// Push carries Firebase Cloud Messaging: only for a merchant that configures it.
const Push = lazy(() => import('./push/Push'));

interface Props {
  merchant: ClientMerchant;
  routePath: string;
}

/** Every PWA part of a page (IdleParts loads them once the page is idle). */
export default function PwaParts({ merchant, routePath }: Props) {
  useEffect(() => {
    // SPEC 4 "Device id": only a merchant on several registrable domains syncs it, in a chunk of its own.
    const target = merchant.deviceSync;
    if (target) void import('./device-sync/start-device-sync').then((sync) => sync.startDeviceSync(merchant, target));
  }, [merchant]);
  return (
    <>
      {/* SPEC 4: the update check runs on every page. */}
      <UpdateDialog language={merchant.language} />
      <InstallParts merchant={merchant} routePath={routePath} />
      {merchant.social.firebase?.vapidKey && <Push merchant={merchant} routePath={routePath} />}
    </>
  );
}
