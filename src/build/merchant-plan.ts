// The one channel from scripts/build.ts to the page build: the merchants of this Astro pass, validated again
// with the merchant schema, and their game snapshots (read and checked by the build: scripts/lib/game-snapshots.ts),
// as the virtual module `virtual:merchant-plan` (read by src/build/plan.ts); and the
// middleware that renders each page as its merchant's (src/build/plan.ts, src/build/render-as-merchant.ts).
import type { AstroIntegration } from 'astro';
import { describeIssues } from './describe-issue';
import { loadMerchants } from './load';
import { merchantSchema, type Merchant } from '../config/schema/merchant';
import type { GameSnapshot } from './game-snapshot';
import { HOST_LABEL, quote } from '../config/schema/primitives';

const PLAN_MODULE = 'virtual:merchant-plan';
const RESOLVED_PLAN_MODULE = `\0${PLAN_MODULE}`;

/**
 * The merchants handed to the page build, as the schema reads them; throws one line per problem, naming the
 * merchant (or the plan's entry) and the field.
 */
export function checkPlan(merchants: readonly unknown[]): Merchant[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const checked = merchants.flatMap((entry, index): Merchant[] => {
    const { code, ...settings } = (typeof entry === 'object' && entry !== null ? entry : {}) as { code?: unknown };
    if (typeof code !== 'string' || !HOST_LABEL.test(code)) {
      problems.push(`plan entry ${index}: code: ${quote(String(code))} is not a merchant folder's code`);
      return [];
    }
    if (seen.has(code)) problems.push(`merchant "${code}": code: listed twice`);
    seen.add(code);
    const parsed = merchantSchema.safeParse(settings, { reportInput: true });
    if (parsed.success) return [{ code, ...parsed.data }];
    for (const { field, message } of describeIssues(merchantSchema, parsed.error.issues))
      problems.push(`merchant "${code}": ${field}: ${message}`);
    return [];
  });
  if (problems.length) throw new Error(`Invalid merchant build plan:\n${problems.join('\n')}`);
  return checked;
}

/** Every valid merchant folder under merchants/, for `astro dev` and `astro check`, which get no plan. */
function everyMerchant(): Merchant[] {
  const { merchants, problems } = loadMerchants('merchants');
  if (problems.length) throw new Error(`Invalid merchant settings:\n${problems.join('\n')}`);
  return merchants;
}

/**
 * The page build's merchants: `merchants` (the build plan, checked before anything renders), or every valid
 * merchant folder when none are given.
 */
export function merchantPlan(
  merchants?: readonly Merchant[],
  snapshots: Readonly<Record<string, GameSnapshot>> = {},
): AstroIntegration {
  return {
    name: 'merchant-plan',
    hooks: {
      'astro:config:setup': ({ updateConfig, addMiddleware }) => {
        const planned = merchants && checkPlan(merchants);
        const unplanned = Object.keys(snapshots).filter((code) => !planned?.some((merchant) => merchant.code === code));
        if (unplanned.length) throw new Error(`Game snapshots of merchants not in the plan: ${unplanned.join(', ')}`);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'merchant-plan',
                resolveId: (id: string) => (id === PLAN_MODULE ? RESOLVED_PLAN_MODULE : undefined),
                load: (id: string) =>
                  id === RESOLVED_PLAN_MODULE
                    ? `export default ${JSON.stringify(planned ?? everyMerchant())};\nexport const snapshots = ${JSON.stringify(snapshots)};`
                    : undefined,
              },
            ],
          },
        });
        addMiddleware({ entrypoint: new URL('./plan.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}
