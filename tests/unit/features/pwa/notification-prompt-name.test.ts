// @vitest-environment happy-dom
// Issue 27: the notification-permission prompt names the app as the operator's manifest does (SPEC 7), like the
// install prompt, asked once the prompt is due.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { NOTIFICATION_PROMPT_DELAY_MS } from '@/config/constants';
import Push, { type PushPage } from '@/features/pwa/push/Push';
import { addCatalogue } from '@/lib/i18n/translator';
import { $language } from '@/stores/language';
import { h, render } from '../render';

const operator = { appName: vi.fn(async (_merchant: ClientMerchant) => 'Operator Named App') };
// No Firebase here: the token binding is push-session's own (push-token.test.ts).
const page: PushPage = { attach: () => () => undefined, permission: () => 'default', appName: operator.appName };

// Test files share the page (isolate: false): a catalogue of its own, in a language no other file renders, shown
// whatever language another file left chosen.
addCatalogue('SW', { pwa: { push: { title: 'Title: {{name}}' } } });
const chosen = $language.get();
const merchant = {
  language: 'SW',
  name: 'Acme Build Name',
  shortName: 'AcmeBuild',
  social: { firebase: { messagingSenderId: '1', vapidKey: 'v' } },
} as unknown as ClientMerchant;
let view: Awaited<ReturnType<typeof render>> | undefined;
const title = () => document.querySelector('#notification-prompt-title')?.textContent;
/** Lets the prompt's delay pass and its name arrive. */
const offer = () => view!.act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_PROMPT_DELAY_MS));

beforeEach(() => {
  localStorage.clear();
  $language.set('SW');
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
  $language.set(chosen);
});

describe('the notification prompt', () => {
  it("names the app by the operator's manifest", async () => {
    view = await render(h(Push, { merchant, routePath: 'home', page }));
    await offer();
    expect(operator.appName).toHaveBeenCalledWith(merchant);
    expect(title()).toBe('Title: Operator Named App');
  });

  it('waits for the name: nothing shows before it is known, so the title never changes while shown', async () => {
    let answer: (name: string) => void = () => undefined;
    operator.appName.mockImplementationOnce(() => new Promise<string>((resolve) => (answer = resolve)));
    view = await render(h(Push, { merchant, routePath: 'home', page }));
    await offer();
    expect(title()).toBeUndefined();
    await view.act(() => answer('Late Name'));
    expect(title()).toBe('Title: Late Name');
  });

  it("names it by the build's name (SPEC 5's rule) when the operator's name cannot be had", async () => {
    operator.appName.mockRejectedValueOnce(new Error('chunk failed'));
    view = await render(h(Push, { merchant, routePath: 'home', page }));
    await offer();
    expect(title()).toBe('Title: AcmeBuild');
  });
});
