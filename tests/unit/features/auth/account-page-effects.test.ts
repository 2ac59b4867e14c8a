// @vitest-environment happy-dom
// Issue 42: the forced password change and the social choice act on the page they are given: the call, the
// session keys and the page they leave for, read from a fake page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import type { SocialState } from '@/features/auth/social/useSocialSignIn';
import { closePage, openPageOf } from '../../open-page';
import { fakePage } from '../fake-page';
import { h, render, type } from '../render';
import { loadSaigonlotto } from './captcha-fetch';

let merchant: ClientMerchant;
let ChangePasswordForm: typeof import('@/features/auth/ChangePasswordForm').default;
let SocialSignIn: typeof import('@/features/auth/social/SocialSignIn').SocialSignIn;
let PageContext: typeof import('@/flows/session/usePage').PageContext;
let view: Awaited<ReturnType<typeof render>> | undefined;

beforeAll(async () => {
  merchant = loadSaigonlotto();
  openPageOf(merchant);
  // Imported after the page opened, from the same fresh modules.
  ({ default: ChangePasswordForm } = await import('@/features/auth/ChangePasswordForm'));
  ({ SocialSignIn } = await import('@/features/auth/social/SocialSignIn'));
  ({ PageContext } = await import('@/flows/session/usePage'));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});
afterAll(closePage);

const input = (id: string) => view!.container.querySelector<HTMLInputElement>(`#${id}`)!;
async function changePassword(fake: ReturnType<typeof fakePage>) {
  view = await render(h(PageContext, { value: fake.page }, h(ChangePasswordForm)));
  await view.act(() => {
    type(input('change-old'), 'Old-pass1');
    type(input('change-new'), 'New-pass22');
    type(input('change-confirm'), 'New-pass22');
  });
  await view.act(() =>
    view!.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );
}

describe('the forced password change on its page', () => {
  it('sends the change encrypted, forgets the reason and goes to the stored target', async () => {
    const fake = fakePage({ stored: { session: { password_change_reason: 'expired', go: '/m/deposit?tab=2' } } });
    await changePassword(fake);
    await view!.until(() => fake.visits.length > 0);

    expect(fake.calls).toEqual([
      {
        method: 'post',
        path: '/wps/member/password',
        body: { oldPassword: 'Old-pass1', newPassword: 'New-pass22' },
        options: { encrypted: true, alert: false },
      },
    ]);
    expect(fake.visits).toEqual([{ kind: 'assign', url: '/m/deposit?tab=2' }]);
    expect([...fake.session]).toEqual([]);
  });

  it('goes home when the stored target leaves the app (a planted go= never redirects off site)', async () => {
    const fake = fakePage({ stored: { session: { password_change_reason: 'first', go: '//evil.example/m/home' } } });
    await changePassword(fake);
    await view!.until(() => fake.visits.length > 0);

    expect(fake.visits).toEqual([{ kind: 'assign', url: '/m/home' }]);
  });

  it('stays, keeping the reason, when the change is refused', async () => {
    const fake = fakePage({
      stored: { session: { password_change_reason: 'expired' } },
      answer: () => Promise.reject(new Error('refused')),
    });
    await changePassword(fake);
    await view!.until(() => fake.calls.length > 0);
    await view!.act(() => undefined);

    expect(fake.visits).toEqual([]);
    expect([...fake.session]).toEqual([['password_change_reason', 'expired']]);
  });
});

describe('the social choice on the registration page', () => {
  const social = {
    busy: false,
    error: undefined,
    phoneError: undefined,
    pending: undefined,
    choice: { kind: 'choose', register: 'form' },
    closeChoice: () => undefined,
  } as unknown as SocialState;

  it('sends the player who picks login to the login page', async () => {
    const fake = fakePage();
    const t = (key: string) => key;
    view = await render(
      h(PageContext, { value: fake.page }, h(SocialSignIn, { social, merchant, t, page: 'register', disabled: false })),
    );
    await view.act(() =>
      view!.container.querySelector<HTMLButtonElement>('dialog button.button:not(.button--ghost)')!.click(),
    );

    expect(fake.visits).toEqual([{ kind: 'assign', url: '/m/login' }]);
  });
});
