// Issue 42 "One build channel": with pages rendered at once, an island's lazy part must render the same on every
// page. React streams a lazy part its first render has not loaded yet as a fallback plus a script that swaps it
// in; the build's renderer waits until every part has settled, so the HTML never hangs on render order.
import { createElement as h, lazy, Suspense } from 'react';
import ReactDOMServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settledIslands } from '@/build/settled-islands';
import settledServer from '@/build/settled-react-server';

/** An island with a lazy part, as TopWinners holds RankList; a new one each time, loaded by no render yet. */
const islandWithLazyPart = () => {
  const Part = lazy(async () => ({ default: () => h('ol', null, h('li', null, 'winner')) }));
  return h('section', null, h(Suspense, { fallback: h('p', null, 'loading') }, h(Part)));
};
const read = async (stream: ReadableStream) => new Response(stream).text();

describe("the page build's React renderer", () => {
  it('renders a lazy part inline on its first render, with no swap script', async () => {
    const html = await read(await settledServer.renderToReadableStream(islandWithLazyPart()));
    expect(html).toBe('<section><!--$--><ol><li>winner</li></ol><!--/$--></section>');
  });

  it("is needed: React's own stream shows the first render the fallback and a swap script", async () => {
    const html = await read(await ReactDOMServer.renderToReadableStream(islandWithLazyPart()));
    expect(html).toContain('<template id="');
    expect(html).toContain('$RC(');
    expect(html).toContain('<p>loading</p>');
  });

  it("is what Astro's React renderer, and only it, gets for react-dom/server", () => {
    const plugins: { resolveId: (id: string, importer?: string) => string | undefined }[] = [];
    const setup = settledIslands().hooks['astro:config:setup'] as (options: unknown) => void;
    setup({ updateConfig: (config: { vite: { plugins: typeof plugins } }) => plugins.push(...config.vite.plugins) });
    const [plugin] = plugins;
    const renderer = '/repo/node_modules/@astrojs/react/dist/server.js';
    expect(plugin!.resolveId('react-dom/server', renderer)).toBe(
      new URL('../../../src/build/settled-react-server.ts', import.meta.url).pathname,
    );
    expect(plugin!.resolveId('react-dom/server', '/repo/src/features/home/TopWinners.tsx')).toBeUndefined();
    expect(plugin!.resolveId('react-dom/client', renderer)).toBeUndefined();
  });
});
