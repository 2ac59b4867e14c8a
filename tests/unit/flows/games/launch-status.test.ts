// @vitest-environment happy-dom
// Every refusal offers the way forward (issue 26): a game refused outside the app (STARTGAMEINAPP3,
// label_start_game_error) offers the app, where it starts, never a Retry that cannot work; other failures
// keep Retry.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import type { Game } from '@/flows/games/api';
import { $gameLaunch, refusedOutsideApp, type LaunchRequest } from '@/flows/games/launch-state';
import { LaunchStatus } from '@/flows/games/LaunchStatus';
import { LAUNCH_TIMEOUT_KEY, START_GAME_ERROR_KEY } from '@/lib/api/error-catalogue';
import { h, render } from '../../features/render';

const merchant = { code: 'siamarena', shortName: 'Siam Arena', language: 'TH', flags: {} } as ClientMerchant;
const request: LaunchRequest = { kind: 'game', game: { gameId: 'g1', gameName: 'Mango Mania' } as Game };
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const failed = (messageKey: string) => ({ status: 'error' as const, messageKey, message: undefined, request });

let view: Awaited<ReturnType<typeof render>> | undefined;
beforeEach(() => history.replaceState(null, '', '/m/game?affiliateCode=A7&category=RNG'));
afterEach(() => {
  view?.unmount();
  $gameLaunch.set({ status: 'idle' });
});

describe('refusedOutsideApp', () => {
  it('is the label_start_game_error failure only', () => {
    expect(refusedOutsideApp(failed(START_GAME_ERROR_KEY))).toBe(true);
    expect(refusedOutsideApp(failed(LAUNCH_TIMEOUT_KEY))).toBe(false);
    expect(refusedOutsideApp({ status: 'idle' })).toBe(false);
    expect(refusedOutsideApp({ status: 'launching', name: 'x' })).toBe(false);
  });
});

describe('the launch failure dialog', () => {
  it('offers the app (downloads and home-screen install) for a game refused outside it, and no Retry', async () => {
    $gameLaunch.set(failed(START_GAME_ERROR_KEY));
    view = await render(h(LaunchStatus, { merchant, t }));
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.querySelector('[data-testid="launch-error"]')?.textContent).toBe(START_GAME_ERROR_KEY);
    const getApp = dialog.querySelector<HTMLAnchorElement>('[data-testid="get-the-app"]')!;
    expect(getApp.textContent).toBe('pwa.getTheApp {"name":"Siam Arena"}');
    // /m/download keeps the parameters SPEC 2 preserves (the affiliate), not the page's own.
    expect(getApp.getAttribute('href')).toBe('/m/download?affiliateCode=A7');
    expect(dialog.textContent).not.toContain('ui.retry');
  });

  it('keeps Retry for a failure that a retry can mend', async () => {
    $gameLaunch.set(failed(LAUNCH_TIMEOUT_KEY));
    view = await render(h(LaunchStatus, { merchant, t }));
    expect(view.container.querySelector('[data-testid="get-the-app"]')).toBeNull();
    expect(view.container.textContent).toContain('ui.retry');
  });
});
