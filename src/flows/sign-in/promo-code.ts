// SPEC 7 PROMOFE_getPromoCodeEnable (cached): whether the registration form offers a promo-code field.
import { fetchPromoCodeEnable, type Api } from './api';

/** True only when the operator answers `{enabled: true}`: a failure or any other answer offers no field. */
export async function promoCodeEnabled(api: Api): Promise<boolean> {
  const value = await fetchPromoCodeEnable(api).catch(() => undefined);
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
}
