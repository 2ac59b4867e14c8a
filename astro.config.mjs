// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { coreChunk } from './scripts/lib/core-chunk';
import { merchantPlan } from './src/build/merchant-plan';
import { settledIslands } from './src/build/settled-islands';

/**
 * One static pass renders every merchant of the build plan (src/pages/[merchant]/...); scripts/build.ts hands
 * it the plan's merchants here, then splits the output into one site root per merchant.
 * @param {{
 *   merchants?: readonly import('./src/config/schema/merchant').Merchant[],
 *   snapshots?: Readonly<Record<string, import('./src/build/game-snapshot').GameSnapshot>>,
 * }} [plan] none: every valid merchant folder (astro dev, astro check), no game snapshots
 */
export const siteConfig = (plan = {}) =>
  defineConfig({
    output: 'static',
    // /m/home -> m/home.html, so /m/index.html and /m/register.html exist as files too.
    // Two pages render at once: each render carries its merchant (src/lib/page/page-merchant.ts), so every build
    // interleaves merchants; more measured no faster (docs/performance.md).
    build: { format: 'file', assets: 'm/_astro', inlineStylesheets: 'auto', concurrency: 2 },
    trailingSlash: 'never',
    integrations: [
      merchantPlan(plan.merchants, plan.snapshots),
      react(),
      settledIslands(),
      {
        name: 'guarded-islands',
        hooks: {
          'astro:config:setup': ({ addClientDirective }) =>
            addClientDirective({ name: 'guarded', entrypoint: './src/layouts/guarded-islands.ts' }),
        },
      },
      AstroPWA({
        // The service worker is built once here; its precache list is injected per merchant by the build script.
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        // Explicit: on a first run Astro's type sync resolves a Vite config of its own (outDir .astro) that
        // the PWA plugin would otherwise write to. scripts/build.ts sets it to the pass's output folder.
        ...(process.env.PWA_OUT_DIR ? { outDir: process.env.PWA_OUT_DIR } : {}),
        injectRegister: false,
        manifest: false,
        // vite-pwa skips its own injection when injectionPoint is undefined (its documented opt-out).
        // @ts-expect-error the option type says string, but undefined is the supported way to opt out
        injectManifest: { injectionPoint: undefined, minify: true },
      }),
    ],
    vite: {
      build: {
        assetsInlineLimit: 0,
        // Terser's second pass: about 2.7 % less gzip than esbuild's minifier on the home's scripts (docs/performance.md).
        minify: 'terser',
        terserOptions: { module: true, compress: { passes: 2 } },
        rollupOptions: { output: { manualChunks: coreChunk() } },
      },
    },
  });

export default siteConfig();
