// @vitest-environment happy-dom
// Issue 42: the alert host and the refresh dialog leave the page through the page they are given: an alert that
// asks for login goes to the login page, and Refresh without a new worker reloads once, remembering the build.
import { afterEach, describe, expect, it } from 'vitest';
import AlertHost from '@/features/status/AlertHost';
import { RefreshDialog } from '@/features/status/RefreshDialog';
import { PageContext } from '@/flows/session/usePage';
import { ALERT_KEYS } from '@/lib/api/api-events';
import { $alerts, $notice } from '@/stores/alerts';
import { fakePage } from '../fake-page';
import { h, render } from '../render';

let view: Awaited<ReturnType<typeof render>> | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  $alerts.set([]);
  $notice.set(undefined);
  document.body.replaceChildren();
});

describe('the alert host on its page', () => {
  it('goes to the login page when the player confirms an alert that asks for it', async () => {
    const fake = fakePage();
    $alerts.set([{ messageKey: ALERT_KEYS.pleaseLogin, onConfirm: 'goToLogin' }]);
    view = await render(h(PageContext, { value: fake.page }, h(AlertHost, { language: 'EN' })));
    await view.act(() => view?.container.querySelector<HTMLButtonElement>('#alert-message + button')?.click());

    expect(fake.visits).toEqual([{ kind: 'assign', url: '/m/login' }]);
    expect($alerts.get()).toEqual([]);
  });

  it('stays on the page for an alert that asks for nothing', async () => {
    const fake = fakePage();
    $alerts.set([{ messageKey: ALERT_KEYS.networkError }]);
    view = await render(h(PageContext, { value: fake.page }, h(AlertHost, { language: 'EN' })));
    await view.act(() => view?.container.querySelector<HTMLButtonElement>('#alert-message + button')?.click());

    expect(fake.visits).toEqual([]);
  });
});

describe('the refresh dialog on its page', () => {
  it('reloads the page once, and keeps the build it refreshed away from in the session', async () => {
    document.body.innerHTML = '<astro-island component-url="/m/_astro/HomeScreen.B7x2.js"></astro-island>';
    const fake = fakePage({ href: 'https://m.luckystar.example/m/home' });
    view = await render(h(PageContext, { value: fake.page }, h(RefreshDialog, { language: 'EN' })));
    await view.act(() => view?.container.querySelector('button')?.click());
    await view.until(() => fake.visits.length > 0);

    expect(fake.visits).toEqual([{ kind: 'reload' }]);
    expect([...fake.session]).toEqual([['missing_chunk_refresh', '/m/_astro/HomeScreen.B7x2.js']]);
  });
});
