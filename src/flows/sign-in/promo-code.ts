// SPEC 7 PROMOFE_getPromoCodeEnable (cached): whether the registration form offers a promo-code field.
import { relayPath, type OnDemandRelayCall } from '../../lib/api/endpoints';
import type { Api } from './api';

const PROMO_CODE_ENABLE = relayPath('PROMOFE_getPromoCodeEnable' satisfies OnDemandRelayCall);

/** True only when the operator answers `{enabled: true}`: a failure or any other answer offers no field. */
export async function promoCodeEnabled(api: Api): Promise<boolean> {
  const value = await api.get<unknown>(PROMO_CODE_ENABLE, { cache: true, alert: false }).catch(() => undefined);
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
}
