import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import { usePage } from '../../flows/session/usePage';
import { useFlags } from '../../components/useFlags';
import { fetchCaptcha } from './api';
import { runVendorCaptcha } from './vendor-captcha';
import {
  CAPTCHA_MESSAGES,
  captchaFields,
  captchaRule,
  refreshWhileUnsolved,
  versionProblem,
  type CaptchaAction,
  type CaptchaChallenge,
  type CaptchaFields,
} from '../../flows/sign-in/captcha-rules';

export interface CaptchaState {
  /** Some call of the form needs it: the puzzle shows. */
  required: boolean;
  challenge: CaptchaChallenge | undefined;
  answer: string;
  setAnswer(answer: string): void;
  /** A translation key when the captcha cannot be used or was not solved. */
  problem: string | undefined;
  loading: boolean;
  /** Fetches a new challenge and clears the answer. */
  reload(): Promise<void>;
  /** The fields to send with `action`'s call, or undefined (with `problem` set) when it is not solved. */
  solved(action: CaptchaAction): Promise<CaptchaFields | undefined | 'not-required'>;
  /** The vendor's captcha pops up on submit; there is no puzzle in the form. */
  vendor: boolean;
}

/** The gt of the sandbox's own captcha; any other gt is the vendor's (GEETEST_ID). */
const SANDBOX_GT = 'sandbox';

/**
 * The one captcha of a form, for every call of it that needs one (SPEC 5): an SMS login asks for a captcha
 * to send the code and another to log in, one after the other in the same place, never two puzzles at once.
 */
export function useCaptcha(merchant: ClientMerchant, actions: readonly CaptchaAction[]): CaptchaState {
  // The operator's switches of GEETEST3, GEETESTTEST3 and GEETESTVCODE3 count once the island has hydrated.
  const subject = { captcha: merchant.captcha, flags: useFlags() };
  const needed = actions.filter((action) => captchaRule(subject, action).required);
  const required = needed.length > 0;
  const testMode = needed.some((action) => captchaRule(subject, action).testMode);
  const [challenge, setChallenge] = useState<CaptchaChallenge>();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string>();
  const [loading, setLoading] = useState(false);
  /** The challenge went with a call: solved, so no longer renewed. */
  const [used, setUsed] = useState(false);
  const running = useRef(false);
  const page = usePage();

  const reload = useCallback(async () => {
    // SPEC 5: a second verification while one runs is rejected.
    if (running.current) {
      setProblem(CAPTCHA_MESSAGES.tooFast);
      return;
    }
    running.current = true;
    setLoading(true);
    setAnswer('');
    try {
      const next = await fetchCaptcha(page.api, page.clock.now());
      setChallenge(next);
      setUsed(false);
      setProblem(undefined);
    } catch {
      setProblem(UNKNOWN_ERROR_KEY);
    } finally {
      running.current = false;
      setLoading(false);
    }
  }, [page]);

  useEffect(() => {
    if (required) void reload();
  }, [required, reload]);

  // GEETESTTEST3: the test-mode puzzle in the form, whatever GEETEST_ID the challenge names.
  const vendor = Boolean(challenge && challenge.gt !== SANDBOX_GT) && !testMode;

  // The puzzle in the form is renewed while it waits unsolved; the vendor's pops up with its own challenge.
  useEffect(() => {
    if (!required || vendor || !challenge || used) return undefined;
    return refreshWhileUnsolved(() => {
      if (!running.current) void reload();
    });
  }, [required, vendor, challenge, used, reload]);

  // SPEC 5: the SMS captcha needs v4; said as soon as the challenge shows, not only on use.
  const versionIssue = challenge && needed.map((action) => versionProblem(challenge.version, action)).find(Boolean);

  const solved = async (action: CaptchaAction) => {
    if (!captchaRule(subject, action).required) return 'not-required' as const;
    if (vendor && challenge) {
      if (running.current) {
        setProblem(CAPTCHA_MESSAGES.tooFast);
        return undefined;
      }
      running.current = true;
      try {
        const fields = await runVendorCaptcha(challenge, merchant.captcha.geetestId, merchant.language);
        setProblem(undefined);
        return fields;
      } catch (error) {
        setProblem((error as Error).message);
        return undefined;
      } finally {
        running.current = false;
      }
    }
    if (!challenge || versionProblem(challenge.version, action)) {
      setProblem(challenge ? versionProblem(challenge.version, action) : CAPTCHA_MESSAGES.verifyFirst);
      return undefined;
    }
    if (!answer.trim()) {
      setProblem(CAPTCHA_MESSAGES.verifyFirst);
      return undefined;
    }
    setProblem(undefined);
    setUsed(true);
    return captchaFields(challenge, answer);
  };

  return { required, challenge, answer, setAnswer, problem: problem ?? versionIssue, loading, reload, solved, vendor };
}
