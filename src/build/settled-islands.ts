// The page build's islands rendered whole (src/build/settled-react-server.ts): Astro's React renderer reads
// react-dom/server through it. Without it, the first page to render a lazy part streamed that part's fallback
// and a script to swap it in, the others rendered it inline: a page's bytes hung on render order.
import type { AstroIntegration } from 'astro';

const RENDERER = '/@astrojs/react/dist/server.js';
const SETTLED_SERVER = new URL('./settled-react-server.ts', import.meta.url).pathname;

export function settledIslands(): AstroIntegration {
  return {
    name: 'settled-islands',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        let redirected = false;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'settled-islands',
                // Before Vite's own resolver, which would answer the package itself.
                enforce: 'pre',
                resolveId(id: string, importer: string | undefined) {
                  if (id !== 'react-dom/server' || !importer?.endsWith(RENDERER)) return undefined;
                  redirected = true;
                  return SETTLED_SERVER;
                },
                generateBundle() {
                  // Loud when an update of @astrojs/react renders without it, as pages would again hang on order.
                  if (this.environment.name === 'ssr' && !redirected)
                    this.error(
                      `settled-islands: ${RENDERER} no longer imports react-dom/server; see src/build/settled-islands.ts`,
                    );
                },
              },
            ],
          },
        });
      },
    },
  };
}
