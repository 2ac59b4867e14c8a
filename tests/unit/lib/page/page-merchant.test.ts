// @vitest-environment happy-dom
// The one channel for the merchant on a page, in the browser: AppLayout's JSON script (at build time, the page
// being rendered: tests/unit/build/render-as-merchant.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '@/config/client';

const merchantNamed = (code: string) => ({ code, name: code.toUpperCase() }) as ClientMerchant;
const fresh = () => import('@/lib/page/page-merchant');

function pageCarrying(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = MERCHANT_CONFIG_ID;
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

beforeEach(() => {
  vi.resetModules();
});

describe('pageMerchant', () => {
  it("reads the page's JSON script once and answers the same object after", async () => {
    const { pageMerchant } = await fresh();
    const doc = pageCarrying(JSON.stringify(merchantNamed('luckystar')));
    const first = pageMerchant(doc);
    expect(first).toMatchObject({ code: 'luckystar', name: 'LUCKYSTAR' });
    doc.getElementById(MERCHANT_CONFIG_ID)!.textContent = JSON.stringify(merchantNamed('siamarena'));
    expect(pageMerchant(doc)).toBe(first);
  });

  it('names the missing script rather than answering undefined', async () => {
    const { pageMerchant } = await fresh();
    expect(() => pageMerchant(document.implementation.createHTMLDocument())).toThrow(
      `No #${MERCHANT_CONFIG_ID} on this page`,
    );
    expect(() => pageMerchant(undefined)).toThrow(MERCHANT_CONFIG_ID);
  });

  it('keeps the flags the page was built with beside the ones in use', async () => {
    const { builtFlags, pageMerchant } = await fresh();
    const flags = { GEETESTTEST3: true } as ClientMerchant['flags'];
    pageMerchant(pageCarrying(JSON.stringify({ ...merchantNamed('luckystar'), flags })));
    expect(builtFlags()).toEqual({ GEETESTTEST3: true });
  });

  it('is no build-time channel in the browser: renderPageOf refuses to run there', async () => {
    const { renderPageOf } = await fresh();
    expect(() => renderPageOf(merchantNamed('luckystar'), () => 'page')).toThrow(
      'renderPageOf runs at build time only, on the server',
    );
  });
});
