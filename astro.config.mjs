// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { coreChunk } from './scripts/lib/core-chunk';

// One static pass renders every merchant of the build plan (src/pages/[merchant]/...);
// scripts/build.ts then splits the output into one site root per merchant.
export default defineConfig({
  output: 'static',
  // /m/home -> m/home.html, so /m/index.html and /m/register.html exist as files too.
  // concurrency 1 (one page at a time): islands read the merchant their page names (src/stores/merchant.ts).
  build: { format: 'file', assets: 'm/_astro', inlineStylesheets: 'auto', concurrency: 1 },
  trailingSlash: 'never',
  integrations: [
    react(),
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
    build: { assetsInlineLimit: 0, rollupOptions: { output: { manualChunks: coreChunk() } } },
  },
});
