// The forms' captcha tests: Saigon Lotto (its captcha on for login, registration and SMS, v4) and a fetch
// that answers every captcha challenge with a 4-character puzzle.
import { vi } from 'vitest';
import { toClientMerchant } from '@/build/client-merchant';
import { loadMerchant } from '@/build/load';
import type { ClientMerchant } from '@/config/client';

export function loadSaigonlotto(): ClientMerchant {
  const problems: string[] = [];
  const loaded = loadMerchant('merchants', 'saigonlotto', problems);
  if (!loaded) throw new Error(problems.join('\n'));
  return toClientMerchant(loaded);
}

/** Stubs fetch: each captcha challenge named by `challenge(url)` with the vendor `gt`; other calls answer null. */
export function stubCaptchaFetch(gt: string, challenge: (url: string) => string = () => 'c1'): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const value = url.includes('/wps/captcha/geetest')
        ? {
            gt,
            challenge: challenge(url),
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
}

/** How many puzzles the form shows. */
export const puzzles = (container: HTMLElement) =>
  container.querySelectorAll('[data-testid="captcha-characters"]').length;
