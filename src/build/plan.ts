import { readFileSync } from 'node:fs';
import { loadMerchants } from './load';
import type { Merchant } from '../config/schema/merchant';

/** Env variable naming the JSON file in which scripts/build.ts hands Astro the merchants of this pass. */
export const PLAN_ENV = 'MERCHANT_PLAN';

/** The merchants that this Astro pass renders: the build plan, or every valid merchant (astro dev). */
export function planMerchants(): Merchant[] {
  const planFile = process.env[PLAN_ENV];
  if (planFile) return JSON.parse(readFileSync(planFile, 'utf8')) as Merchant[];
  const { merchants, problems } = loadMerchants('merchants');
  if (problems.length) throw new Error(`Invalid merchant settings:\n${problems.join('\n')}`);
  return merchants;
}

/** getStaticPaths of the pages rendered once per merchant ("/" and 404.html). */
export const onePagePerMerchant = () =>
  planMerchants().map((merchant) => ({ params: { merchant: merchant.code }, props: { merchant } }));
