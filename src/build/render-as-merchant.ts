// Each page of the build rendered as the page of its merchant (the [merchant] of its path): its islands read
// that merchant through pageMerchant() during that render only, so pages of several merchants render at once.
import type { MiddlewareHandler } from 'astro';
import { toClientMerchant } from './client-merchant';
import { renderPageOf } from '../lib/page/page-merchant';
import type { Merchant } from '../config/schema/merchant';

export function renderAsMerchant(merchants: readonly Merchant[]): MiddlewareHandler {
  const byCode = new Map(merchants.map((merchant) => [merchant.code, toClientMerchant(merchant)]));
  return (context, next) => {
    const merchant = byCode.get(context.params.merchant ?? '');
    return merchant ? renderPageOf(merchant, () => next()) : next();
  };
}
