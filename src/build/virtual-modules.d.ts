// The modules Vite plugins of this project provide.

/** The merchants of this Astro pass, validated (src/build/merchant-plan.ts). */
declare module 'virtual:merchant-plan' {
  const merchants: readonly import('../config/schema/merchant').Merchant[];
  export default merchants;
  /** Each merchant's game snapshot, by code: none renders the lists' placeholders. */
  export const snapshots: Readonly<Record<string, import('./game-snapshot').GameSnapshot>>;
}
