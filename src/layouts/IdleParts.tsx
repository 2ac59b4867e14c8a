import type { ClientMerchant } from '../config/client';
import PwaParts from '../features/pwa/PwaParts';

interface Props {
  merchant: ClientMerchant;
  routePath: string;
}

/** Every part of a page that IdleHost loads once the page is idle, in one chunk. */
export default function IdleParts({ merchant, routePath }: Props) {
  return <PwaParts merchant={merchant} routePath={routePath} />;
}
