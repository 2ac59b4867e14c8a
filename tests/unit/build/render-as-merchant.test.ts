// Issue 42 "One build channel": the page build renders pages of several merchants at once (astro.config.mjs
// build.concurrency); each page's render carries its merchant, which its islands read through pageMerchant(),
// with no module state naming "the" merchant being rendered.
import type { APIContext, MiddlewareNext } from 'astro';
import { createElement as h, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMerchant } from '@/build/load';
import { renderAsMerchant } from '@/build/render-as-merchant';
import settledServer from '@/build/settled-react-server';
import type { Merchant } from '@/config/schema/merchant';
import DownloadPage from '@/features/pwa/DownloadPage';
import { serverTranslator } from '@/lib/i18n/server';
import { pageMerchant } from '@/lib/page/page-merchant';

function sample(code: string): Merchant {
  const problems: string[] = [];
  const merchant = loadMerchant('merchants', code, problems);
  if (!merchant) throw new Error(problems.join('\n'));
  return merchant;
}
const luckystar = sample('luckystar');
const siamarena = sample('siamarena');
const middleware = renderAsMerchant([luckystar, siamarena]);
// Their languages' catalogues, as AppLayout registers them before its islands render.
serverTranslator(luckystar.languages.default);
serverTranslator(siamarena.languages.default);

/** An island's server HTML, rendered as Astro's React renderer renders it in the page build. */
async function islandHtml(island: ReactElement): Promise<string> {
  return new Response(await settledServer.renderToReadableStream(island)).text();
}
const downloadIsland = () => islandHtml(h(DownloadPage, { splash: '/m/brand/splash.svg', downloads: [] }));

/** Astro's middleware call for the page of `merchant`'s path. */
const renderPage = (merchant: string, page: () => Promise<string>) =>
  middleware(
    { params: { merchant } } as unknown as APIContext,
    (async () => new Response(await page())) as MiddlewareNext,
  ) as Promise<Response>;

/** A turn each: `wait(n)` resolves once the other page has called `done(n - 1)`. */
function turns() {
  const opened: (() => void)[] = [];
  const gates = [0, 1, 2, 3].map((n) => new Promise<void>((open) => (opened[n] = open)));
  return { wait: (n: number) => gates[n]!, done: (n: number) => opened[n + 1]!() };
}

describe('pages of two merchants rendered interleaved', () => {
  it("each page's island renders its own merchant, turn after turn", async () => {
    const { wait, done } = turns();
    const html = { luckystar: [] as string[], siamarena: [] as string[] };
    const lucky = renderPage('luckystar', async () => {
      html.luckystar.push(await downloadIsland());
      done(0);
      await wait(2);
      html.luckystar.push(await downloadIsland());
      done(2);
      return html.luckystar.join('');
    });
    const siam = renderPage('siamarena', async () => {
      await wait(1);
      html.siamarena.push(await downloadIsland());
      done(1);
      await wait(3);
      html.siamarena.push(await downloadIsland());
      return html.siamarena.join('');
    });
    const [luckyPage, siamPage] = await Promise.all([lucky.then((r) => r.text()), siam.then((r) => r.text())]);
    for (const part of html.luckystar) {
      expect(part).toContain('Lucky Star');
      expect(part).not.toContain('Siam Arena');
    }
    for (const part of html.siamarena) {
      expect(part).toContain('Siam Arena');
      expect(part).not.toContain('Lucky Star');
    }
    expect(luckyPage).toBe(html.luckystar.join(''));
    expect(siamPage).toBe(html.siamarena.join(''));
  });

  it('reads the merchant of its page after timers and awaits inside the render', async () => {
    const codes = await Promise.all(
      ['siamarena', 'luckystar', 'siamarena'].map((code, index) =>
        renderPage(code, async () => {
          await new Promise((resolve) => setTimeout(resolve, 30 - index * 10));
          return pageMerchant().code;
        }).then((response) => response.text()),
      ),
    );
    expect(codes).toEqual(['siamarena', 'luckystar', 'siamarena']);
  });

  it("names no merchant outside a page's render, nor for a path of a merchant not in the plan", async () => {
    const message = 'No page is rendering: at build time pageMerchant() runs inside renderPageOf()';
    expect(() => pageMerchant()).toThrow(message);
    const unplanned = await renderPage('saigonlotto', async () => {
      try {
        return pageMerchant().code;
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(await unplanned.text()).toBe(message);
  });
});
