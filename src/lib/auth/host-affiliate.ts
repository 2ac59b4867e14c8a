// SPEC 1 "identifies the merchant and affiliate by host name", SPEC 3 affiliate info: the codes a registration
// sends when the URL brought none are the host's (GET /wps/system/domainRoute, src/lib/routing/domain-route.ts).
import type { RegInfo } from '../storage/startup-params';

/** Letters, digits, "-" and "_", 1-32 (the rule of the promo code): what the registration sends as a code. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface HostAffiliate {
  code?: string;
  referralCode?: string;
}

export const isAffiliateCode = (value: unknown): value is string =>
  typeof value === 'string' && AFFILIATE_CODE_PATTERN.test(value);

/** The host's affiliate and referral codes of an answer, each only when it is a code. */
export function hostAffiliate(value: unknown): HostAffiliate {
  const { affiliateCode, referralCode } = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return {
    ...(isAffiliateCode(affiliateCode) ? { code: affiliateCode } : {}),
    ...(isAffiliateCode(referralCode) ? { referralCode } : {}),
  };
}

/** The codes a registration sends: those the URL brought (reg_info) win; the host's fill what it lacks. */
export const attribution = (regInfo: Partial<RegInfo> | undefined, host: HostAffiliate) => ({
  affiliateCode: regInfo?.affiliateCode || host.code,
  referralCode: regInfo?.referralCode || host.referralCode,
});
