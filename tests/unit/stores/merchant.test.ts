// @vitest-environment happy-dom
// The one channel for the merchant on a page: AppLayout's JSON script in the browser, the page being rendered at
// build time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MERCHANT_CONFIG_ID, type ClientMerchant } from '@/config/client';

const merchantNamed = (code: string) => ({ code, name: code.toUpperCase() }) as ClientMerchant;
const fresh = () => import('@/stores/merchant');

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

  it('answers, at build time, the merchant of the page being rendered, page after page', async () => {
    const { pageMerchant, renderingPageOf } = await fresh();
    renderingPageOf(merchantNamed('luckystar'));
    expect(pageMerchant(undefined).code).toBe('luckystar');
    renderingPageOf(merchantNamed('saigonlotto'));
    expect(pageMerchant(pageCarrying(JSON.stringify(merchantNamed('siamarena')))).code).toBe('saigonlotto');
  });
});
