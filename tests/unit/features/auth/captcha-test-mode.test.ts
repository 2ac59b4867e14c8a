// @vitest-environment happy-dom
// Issue 27: GEETESTTEST3 runs the captcha in test mode: the puzzle in the form, even where a GEETEST_ID makes
// the challenge the vendor's (which would otherwise pop up on submit, with no puzzle in the form).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closePage, openPageOf } from '../../open-page';
import { h, render } from '../render';
import { loadSaigonlotto, puzzles, stubCaptchaFetch } from './captcha-fetch';

const GEETEST_ID = 'b3a1c6f2e9d84e7fa0c1d2e3f4a5b6c7';
let saigonlotto: ReturnType<typeof loadSaigonlotto>;
beforeAll(() => {
  saigonlotto = loadSaigonlotto();
  stubCaptchaFetch(GEETEST_ID);
});
afterAll(() => {
  vi.unstubAllGlobals();
  closePage();
});

describe('GEETESTTEST3: the test-mode captcha', () => {
  it('shows the puzzle in the form for a vendor challenge', async () => {
    openPageOf({ ...saigonlotto, flags: { ...saigonlotto.flags, GEETESTTEST3: true } });
    const { default: LoginForm } = await import('@/features/auth/LoginForm');
    const view = await render(h(LoginForm));
    await view.until(() => view.container.textContent!.includes('AB12'));
    expect(puzzles(view.container)).toBe(1);
    view.unmount();
  });

  it('without it, the vendor challenge has no puzzle in the form', async () => {
    openPageOf({ ...saigonlotto, flags: { ...saigonlotto.flags, GEETESTTEST3: false } });
    const { default: LoginForm } = await import('@/features/auth/LoginForm');
    const view = await render(h(LoginForm));
    // The field shows while the challenge loads, and goes once the vendor's has come.
    await view.until(() => puzzles(view.container) === 0);
    expect(view.container.textContent).not.toContain('AB12');
    view.unmount();
  });
});
