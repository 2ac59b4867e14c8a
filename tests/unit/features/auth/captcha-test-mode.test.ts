// @vitest-environment happy-dom
// Issue 27: GEETESTTEST3 runs the captcha in test mode: the puzzle in the form, even where a GEETEST_ID makes
// the challenge the vendor's (which would otherwise pop up on submit, with no puzzle in the form).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import LoginForm from '@/features/auth/LoginForm';
import { renderingPageOf } from '@/stores/merchant';
import { h, render } from '../render';

const GEETEST_ID = 'b3a1c6f2e9d84e7fa0c1d2e3f4a5b6c7';
let saigonlotto: ClientMerchant;
beforeAll(() => {
  const problems: string[] = [];
  const loaded = loadMerchant('merchants', 'saigonlotto', problems);
  if (!loaded) throw new Error(problems.join('\n'));
  saigonlotto = toClientMerchant(loaded);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const value = url.includes('/wps/captcha/geetest')
        ? {
            gt: GEETEST_ID,
            challenge: 'c1',
            newCaptcha: true,
            version: 'v4',
            puzzle: { prompt: 'Type these 4 characters', characters: 'AB12', expiresInMs: 60_000 },
          }
        : null;
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterAll(() => vi.unstubAllGlobals());

const puzzles = (container: HTMLElement) => container.querySelectorAll('[data-testid="captcha-characters"]').length;

describe('GEETESTTEST3: the test-mode captcha', () => {
  it('shows the puzzle in the form for a vendor challenge', async () => {
    renderingPageOf({ ...saigonlotto, flags: { ...saigonlotto.flags, GEETESTTEST3: true } });
    const view = await render(h(LoginForm));
    await view.until(() => view.container.textContent!.includes('AB12'));
    expect(puzzles(view.container)).toBe(1);
    view.unmount();
  });

  it('without it, the vendor challenge has no puzzle in the form', async () => {
    renderingPageOf({ ...saigonlotto, flags: { ...saigonlotto.flags, GEETESTTEST3: false } });
    const view = await render(h(LoginForm));
    // The field shows while the challenge loads, and goes once the vendor's has come.
    await view.until(() => puzzles(view.container) === 0);
    expect(view.container.textContent).not.toContain('AB12');
    view.unmount();
  });
});
