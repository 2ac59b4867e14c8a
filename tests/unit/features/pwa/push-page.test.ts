// @vitest-environment happy-dom
// Issue 42: push takes the page's effects (usePage): the prompt's day is kept in the page's storage, by its clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { NOTIFICATION_PROMPT_DELAY_MS, NOTIFICATION_PROMPT_INTERVAL_MS } from '@/config/constants';
import Push, { type PushPage } from '@/features/pwa/push/Push';
import { PageContext } from '@/flows/session/usePage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { FAKE_NOW, fakePage } from '../fake-page';
import { h, render } from '../render';

const firebase = { messagingSenderId: '1', vapidKey: 'v' };
const merchant = {
  language: 'EN',
  name: 'Acme Casino',
  shortName: 'Acme',
  social: { firebase },
} as unknown as ClientMerchant;
const push = {
  attach: vi.fn<PushPage['attach']>(() => () => undefined),
  permission: () => 'default' as const,
  appName: async () => 'Acme App',
};
let view: Awaited<ReturnType<typeof render>> | undefined;
const title = () => document.querySelector('#notification-prompt-title');
/** Lets the prompt's delay pass and its name arrive. */
const offer = () => view!.act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_PROMPT_DELAY_MS));

beforeEach(() => {
  localStorage.clear();
  // A member is logged in (the token of the address, as the session store reads it).
  history.replaceState(null, '', '/m/home?token=member-token');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
  vi.clearAllMocks();
  history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('push on its page', () => {
  it("attaches the push session with the page's effects", async () => {
    const fake = fakePage();
    view = await render(
      h(PageContext, { value: fake.page }, h(Push, { merchant, routePath: 'promotions', page: push })),
    );
    expect(push.attach).toHaveBeenCalledExactlyOnceWith(firebase, fake.page);
  });

  it("offers the prompt and records the day's start in the page's local storage, by the page's clock", async () => {
    const fake = fakePage();
    view = await render(h(PageContext, { value: fake.page }, h(Push, { merchant, routePath: 'home', page: push })));
    await offer();
    expect(title()).not.toBeNull();
    expect(Object.fromEntries(fake.local)).toEqual({ [STORAGE_KEYS.notificationPromptAt]: String(FAKE_NOW) });
    expect(localStorage.length).toBe(0);
  });

  it('does not offer it again within a day of the last offer, by the page clock', async () => {
    const lastOffer = String(FAKE_NOW - NOTIFICATION_PROMPT_INTERVAL_MS + 60_000);
    const fake = fakePage({ stored: { local: { [STORAGE_KEYS.notificationPromptAt]: lastOffer } } });
    view = await render(h(PageContext, { value: fake.page }, h(Push, { merchant, routePath: 'home', page: push })));
    await offer();
    expect(title()).toBeNull();
    expect(fake.local.get(STORAGE_KEYS.notificationPromptAt)).toBe(lastOffer);
  });
});
