// @vitest-environment happy-dom
// Issue 27 item 2, SPEC 9 "Captcha mock refresh | 60 s": a puzzle left unsolved is stale after 60 s, so the
// form fetches a fresh one (GET /wps/captcha/geetest) every 60 s until it is solved, closed or unmounted.
import { act, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';
import { refreshWhileUnsolved, type CaptchaAction } from '@/flows/sign-in/captcha-rules';
import type { CaptchaState } from '@/features/auth/useCaptcha';
import { closePage, openPageOf } from '../../open-page';
import { h, render } from '../render';

const SECOND = 1_000;
const fetched: string[] = [];
let merchant: ClientMerchant;
let useCaptcha: typeof import('@/features/auth/useCaptcha').useCaptcha;

beforeAll(async () => {
  const problems: string[] = [];
  // Its captcha is the sandbox's puzzle, on for login, registration and SMS (v4).
  const saigonlotto = loadMerchant('merchants', 'saigonlotto', problems);
  if (!saigonlotto) throw new Error(problems.join('\n'));
  merchant = toClientMerchant(saigonlotto);
  openPageOf(merchant);
  ({ useCaptcha } = await import('@/features/auth/useCaptcha'));
  // Test builds check every answer against the contract, loaded on the first one: loaded here, in real time.
  await import('@/lib/api/contract/check');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/wps/captcha/geetest')) fetched.push(url);
      const value = {
        gt: 'sandbox',
        challenge: `c${fetched.length}`,
        newCaptcha: true,
        version: 'v4',
        puzzle: { prompt: 'Type these 4 characters', characters: 'AB12', expiresInMs: 60 * SECOND },
      };
      // A Response's body is read on happy-dom's own timers: the answer is a plain object, ready at once.
      return { ok: true, status: 200, json: async () => ({ success: true, value }) } as Response;
    }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  closePage();
});
// The page's one request client outlives a test, its rate limiter too: the fake clock never goes back.
let now = Date.now();
beforeEach(() => {
  vi.useFakeTimers({ now });
  fetched.length = 0;
});
afterEach(() => {
  now = Date.now();
  vi.useRealTimers();
});

describe('refreshWhileUnsolved', () => {
  it('refreshes at 60,000 ms, not at 59,999 ms, then every 60 s until stopped', () => {
    const refresh = vi.fn();
    const stop = refreshWhileUnsolved(refresh);
    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(600 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

/** The form's captcha, rendered alone: `state()` is its latest state, `need()` changes the calls that need it. */
async function captchaOf(actions: CaptchaAction[]) {
  let latest: CaptchaState | undefined;
  let setActions: (next: CaptchaAction[]) => void = () => undefined;
  function Probe() {
    const [wanted, set] = useState(actions);
    setActions = set;
    latest = useCaptcha(merchant, wanted);
    return null;
  }
  const view = await render(h(Probe));
  const pass = (ms: number) => view.act(() => vi.advanceTimersByTimeAsync(ms));
  // The first challenge arrives (after the rate limiter's gap to the previous test's last call).
  for (let waited = 0; !latest?.challenge && waited < 1_000; waited += 1) await pass(1);
  expect(fetched).toHaveLength(1);
  return { view, pass, state: () => latest!, need: (next: CaptchaAction[]) => view.act(() => setActions(next)) };
}

describe('the form captcha is renewed while unsolved (SPEC 9: 60 s)', () => {
  it('fetches no new challenge at 59,999 ms and exactly one at 60,000 ms, then one every 60 s', async () => {
    const { view, pass, state } = await captchaOf(['login']);
    const first = state().challenge?.challenge;
    await pass(59_999);
    expect(fetched).toHaveLength(1);
    await pass(1);
    expect(fetched).toHaveLength(2);
    expect(state().challenge?.challenge).not.toBe(first);
    await pass(60 * SECOND);
    expect(fetched).toHaveLength(3);
    view.unmount();
  });

  it('clears a typed answer of the stale puzzle', async () => {
    const { view, pass, state } = await captchaOf(['login']);
    await view.act(() => state().setAnswer('AB'));
    await pass(60 * SECOND);
    expect(state().answer).toBe('');
    view.unmount();
  });

  it('stops once solved (the challenge went with a call), and starts again with the next challenge', async () => {
    const { view, pass, state } = await captchaOf(['login']);
    await pass(30 * SECOND);
    await view.act(() => state().setAnswer('AB12'));
    let fields: Awaited<ReturnType<CaptchaState['solved']>>;
    await view.act(async () => {
      fields = await state().solved('login');
    });
    expect(fields!).toHaveProperty('geetestValidateV4');
    await pass(300 * SECOND);
    expect(fetched).toHaveLength(1);
    // A failed call reloads the captcha: the new puzzle is renewed again 60 s later.
    await view.act(() => state().reload());
    expect(fetched).toHaveLength(2);
    await pass(59_999);
    expect(fetched).toHaveLength(2);
    await pass(1);
    expect(fetched).toHaveLength(3);
    view.unmount();
  });

  it('stops when unmounted', async () => {
    const { view, pass } = await captchaOf(['login']);
    await pass(30 * SECOND);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(300 * SECOND));
    expect(fetched).toHaveLength(1);
  });

  it('stops when the form no longer needs it (closed)', async () => {
    const { view, pass, need } = await captchaOf(['login']);
    await need([]);
    await pass(300 * SECOND);
    expect(fetched).toHaveLength(1);
    view.unmount();
  });
});
