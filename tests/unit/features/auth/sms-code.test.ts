// One captcha per form: the SMS code is sent with the form's own puzzle, solved for the 'sms' call, and a
// used challenge (good for one attempt, docs/api.md) is replaced at once, so the login or registration that
// follows shows a fresh puzzle in the same place instead of a second one.
import { describe, expect, it, vi } from 'vitest';
import { requestSmsCode } from '@/features/auth/sms-code';
import type { CaptchaState } from '@/features/auth/useCaptcha';
import type { Api } from '@/flows/sign-in/api';
import { ApiError } from '@/lib/api/api-error';

const solvedFields = { geetestValidateV4: '{"lot_number":"c1"}' };

function setup(options: { solved?: Awaited<ReturnType<CaptchaState['solved']>>; fails?: boolean } = {}) {
  const captcha = {
    solved: vi.fn(async () => ('solved' in options ? options.solved : solvedFields)),
    reload: vi.fn(async () => undefined),
  } as unknown as CaptchaState;
  const post = vi.fn(async () => {
    if (options.fails)
      throw new ApiError({ source: 'server', errorCode: 'captcha.invalid', message: 'Wrong captcha.' });
    return { expiresInMs: 300_000, resendInMs: 30_000 };
  });
  const onError = vi.fn();
  const send = () =>
    requestSmsCode({
      api: { post } as unknown as Api,
      // The country the player picked, not the merchant's own (+84).
      countryDialingCode: '+855',
      mobileNum: '0912 345 678',
      captcha,
      t: (key) => `t:${key}`,
      onProblem: () => undefined,
      onError,
    });
  return { captcha, post, onError, send };
}

describe('sending an SMS code with the form captcha', () => {
  it("solves the form's captcha for the sms call and sends its fields", async () => {
    const { captcha, post, send } = setup();
    expect(await send()).toBe(30_000);
    expect(captcha.solved).toHaveBeenCalledWith('sms');
    expect(post).toHaveBeenCalledWith(
      expect.any(String),
      { countryDialingCode: '+855', mobileNum: '912345678', ...solvedFields },
      { alert: false },
    );
  });

  it('puts a new puzzle in place once the code is sent', async () => {
    const { captcha, send } = setup();
    await send();
    expect(captcha.reload).toHaveBeenCalledTimes(1);
  });

  it('puts a new puzzle in place after a refusal too, and shows the message', async () => {
    const { captcha, onError, send } = setup({ fails: true });
    expect(await send()).toBeUndefined();
    expect(captcha.reload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Wrong captcha.');
  });

  it('keeps the puzzle when the sms call needs none, and sends nothing unsolved', async () => {
    const free = setup({ solved: 'not-required' });
    await free.send();
    expect(free.captcha.reload).not.toHaveBeenCalled();
    const unsolved = setup({ solved: undefined });
    expect(await unsolved.send()).toBeUndefined();
    expect(unsolved.post).not.toHaveBeenCalled();
    expect(unsolved.captcha.reload).not.toHaveBeenCalled();
  });
});
