// The modules Vite plugins of this project provide.

/** The merchants of this Astro pass, validated (src/build/merchant-plan.ts). */
declare module 'virtual:merchant-plan' {
  const merchants: readonly import('../config/schema/merchant').Merchant[];
  export default merchants;
}
