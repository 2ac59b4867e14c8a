// @vitest-environment happy-dom
// Issue 26: Saigon Lotto's SMS login showed two captcha puzzles on one form. Each form now has one captcha
// for every call it makes (the SMS code, then the login or registration), shown once, in one place.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closePage, openPageOf } from '../../open-page';
import { h, render } from '../render';
import { loadSaigonlotto, puzzles, stubCaptchaFetch } from './captcha-fetch';

const challenges: string[] = [];
let LoginForm: typeof import('@/features/auth/LoginForm').default;
let RegisterForm: typeof import('@/features/auth/RegisterForm').default;
beforeAll(async () => {
  // Its captcha is on for login, registration and SMS (v4): the case of the issue.
  openPageOf(loadSaigonlotto());
  ({ default: LoginForm } = await import('@/features/auth/LoginForm'));
  ({ default: RegisterForm } = await import('@/features/auth/RegisterForm'));
  stubCaptchaFetch('sandbox', (url) => {
    challenges.push(url);
    return `c${challenges.length}`;
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  closePage();
});
const tab = (container: HTMLElement, index: number) =>
  container.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]!;

describe('one captcha per form (SPEC 5: login, registration and SMS captchas)', () => {
  it('the login form by SMS code shows one puzzle, as by password', async () => {
    challenges.length = 0;
    const view = await render(h(LoginForm));
    await view.until(() => puzzles(view.container) > 0 && view.container.textContent!.includes('AB12'));
    expect(puzzles(view.container)).toBe(1);
    await view.act(() => tab(view.container, 1).click());
    expect(tab(view.container, 1).getAttribute('aria-selected')).toBe('true');
    expect(view.container.querySelector('#login-sms-code')).not.toBeNull();
    expect(puzzles(view.container)).toBe(1);
    // The SMS tab keeps the puzzle already there: one challenge fetched for the form.
    expect(challenges).toHaveLength(1);
    view.unmount();
  });

  it('the registration form by mobile number shows one puzzle', async () => {
    challenges.length = 0;
    const view = await render(h(RegisterForm, {}));
    await view.until(() => puzzles(view.container) > 0 && view.container.textContent!.includes('AB12'));
    await view.act(() => tab(view.container, 1).click());
    expect(view.container.querySelector('#register-sms-code')).not.toBeNull();
    expect(puzzles(view.container)).toBe(1);
    expect(challenges).toHaveLength(1);
    view.unmount();
  });
});
