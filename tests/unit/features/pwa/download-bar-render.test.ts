// @vitest-environment happy-dom
// Issue 26 item 13: a new merchant (no downloads yet) showed a download bar whose button opened an empty
// popup. The bar shows only when its links offer something to download.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import DownloadBar from '@/features/pwa/download/DownloadBar';
import type { DownloadBarData } from '@/features/pwa/download/load';
import { downloadChoices } from '@/lib/pwa/download-bar';
import { h, render } from '../render';

const loaded = vi.hoisted(() => ({ links: [] as { resourceType: string; url: string }[] }));
vi.mock('@/features/pwa/download/load', () => ({
  loadDownloadBar: async (): Promise<DownloadBarData> => ({
    choices: downloadChoices(loaded.links, '/icon.png', (url) => url),
    bonus: false,
    title: undefined,
  }),
}));

const merchant = {
  language: 'EN',
  shortName: 'Acme',
  downloadBar: { requiresLogin: false, minVipRank: null },
} as unknown as ClientMerchant;
let view: Awaited<ReturnType<typeof render>> | undefined;
const bar = () => view?.container.querySelector('.download-bar');
// One tick more than the bar needs to load: its answer has arrived when this resolves.
const settle = () => view!.act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
  sessionStorage.clear();
});
afterEach(() => {
  view?.unmount();
  vi.restoreAllMocks();
});

describe('the download bar of a merchant', () => {
  it('without downloads (only an app icon) never shows', async () => {
    loaded.links = [{ resourceType: 'AppDownloadIcon', url: 'https://acme.example/icon.png' }];
    view = await render(h(DownloadBar, { merchant }));
    await settle();
    expect(bar()).toBeNull();
  });

  it('with an app to download shows', async () => {
    loaded.links = [{ resourceType: 'Android', url: 'https://acme.example/acme.apk' }];
    view = await render(h(DownloadBar, { merchant }));
    await view.until(() => Boolean(bar()));
    expect(bar()).not.toBeNull();
  });
});
