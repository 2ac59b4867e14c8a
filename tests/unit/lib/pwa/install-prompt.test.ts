import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_POLL_INTERVAL_MS, INSTALL_PROMPT_POLL_TRIES } from '@/config/constants';
import {
  INSTALL_DECLINED_KEY,
  INSTALL_DISMISS_COUNT_KEY,
  captureInstallPrompt,
  installDismissCount,
  isInstallDone,
  markInstallDone,
  offerInstallPrompt,
  recordInstallDeclined,
  shouldOfferInstallPrompt,
  startInstallPrompt,
  waitForInstallPrompt,
  wasInstallDeclined,
  type BeforeInstallPromptEvent,
} from '@/lib/pwa/install-prompt';
import { brokenStore, memoryStore } from '../memory-store';

function promptEvent(outcome: 'accepted' | 'dismissed' = 'accepted', options: { failPrompt?: boolean } = {}) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn(async () => {
      if (options.failPrompt) throw new Error('InvalidStateError');
    }),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
}

describe('capturing the deferred prompt (SPEC 4)', () => {
  it('captures beforeinstallprompt and keeps the browser banner away', () => {
    const target = new EventTarget();
    const onPrompt = vi.fn();
    const capture = captureInstallPrompt(target, { onPrompt });
    expect(capture.current()).toBeUndefined();
    const event = promptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(capture.current()).toBe(event);
    expect(onPrompt).toHaveBeenCalledWith(event);
  });

  it('marks the install as done on appinstalled and reports it', () => {
    const target = new EventTarget();
    const onInstalled = vi.fn();
    const capture = captureInstallPrompt(target, { onInstalled });
    target.dispatchEvent(promptEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(capture.installed()).toBe(true);
    expect(capture.current()).toBeUndefined();
    expect(onInstalled).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const target = new EventTarget();
    const capture = captureInstallPrompt(target);
    capture.stop();
    target.dispatchEvent(promptEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(capture.current()).toBeUndefined();
    expect(capture.installed()).toBe(false);
  });
});

describe('polling for the prompt at start (SPEC 4, SPEC 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls 20 times at 150 ms', () => {
    expect(INSTALL_PROMPT_POLL_TRIES).toBe(20);
    expect(INSTALL_PROMPT_POLL_INTERVAL_MS).toBe(150);
  });

  it('returns a prompt captured before start at once', async () => {
    const prompt = promptEvent();
    await expect(waitForInstallPrompt(() => prompt)).resolves.toEqual({ status: 'available', prompt });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds a prompt on the next try after it arrives', async () => {
    let prompt: BeforeInstallPromptEvent | undefined;
    const getPrompt = vi.fn(() => prompt);
    const result = vi.fn();
    void waitForInstallPrompt(getPrompt).then(result);
    await vi.advanceTimersByTimeAsync(1000);
    prompt = promptEvent();
    await vi.advanceTimersByTimeAsync(49);
    expect(result).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith({ status: 'available', prompt });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still finds a prompt on the 20th try at 3000 ms', async () => {
    let prompt: BeforeInstallPromptEvent | undefined;
    const result = vi.fn();
    void waitForInstallPrompt(() => prompt).then(result);
    await vi.advanceTimersByTimeAsync(2999);
    prompt = promptEvent();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith({ status: 'available', prompt });
  });

  it('flags the prompt unavailable after the 20th try, not before', async () => {
    const getPrompt = vi.fn(() => undefined);
    const result = vi.fn();
    void waitForInstallPrompt(getPrompt).then(result);
    await vi.advanceTimersByTimeAsync(2999);
    expect(result).not.toHaveBeenCalled();
    expect(getPrompt).toHaveBeenCalledTimes(1 + 19);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith({ status: 'unavailable' });
    expect(getPrompt).toHaveBeenCalledTimes(1 + 20);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('where the prompt is offered (SPEC 4)', () => {
  const context = (overrides: Partial<Parameters<typeof shouldOfferInstallPrompt>[0]> = {}) => ({
    path: '/m/home',
    maintenance: false,
    regionRestriction: false,
    sessionStore: memoryStore(),
    ...overrides,
  });

  it.each(['/', '/m/home', '/m/index.html', '/m/home/', '/m/home?affiliateCode=a', '/?x=1#top'])(
    'offers it on %s',
    (path) => {
      expect(shouldOfferInstallPrompt(context({ path }))).toBe(true);
    },
  );

  it.each(['/m/login', '/m/game', '/m/index', '/m/member/home', '/m/homepage', ''])(
    'does not offer it on %s',
    (path) => {
      expect(shouldOfferInstallPrompt(context({ path }))).toBe(false);
    },
  );

  it('skips it under maintenance or region restriction', () => {
    expect(shouldOfferInstallPrompt(context({ maintenance: true }))).toBe(false);
    expect(shouldOfferInstallPrompt(context({ regionRestriction: true }))).toBe(false);
  });

  it('skips it once declined in this session', () => {
    expect(shouldOfferInstallPrompt(context({ sessionStore: memoryStore({ [INSTALL_DECLINED_KEY]: '1' }) }))).toBe(
      false,
    );
  });

  it('starts polling only where it is offered', async () => {
    const prompt = promptEvent();
    await expect(startInstallPrompt(context({ maintenance: true }), { current: () => prompt })).resolves.toEqual({
      status: 'skipped',
    });
    await expect(startInstallPrompt(context(), { current: () => prompt })).resolves.toEqual({
      status: 'available',
      prompt,
    });
  });
});

describe('answering the prompt (SPEC 4)', () => {
  it('accepted leads to installing and uses the prompt up', async () => {
    const target = new EventTarget();
    const capture = captureInstallPrompt(target);
    const event = promptEvent('accepted');
    target.dispatchEvent(event);
    const session = memoryStore();
    await expect(offerInstallPrompt(capture, session)).resolves.toBe('installing');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(capture.current()).toBeUndefined();
    expect(session.data.size).toBe(0);
  });

  it('declined sets the session flag and raises the dismiss counter', async () => {
    const session = memoryStore();
    const target = new EventTarget();
    const capture = captureInstallPrompt(target);
    target.dispatchEvent(promptEvent('dismissed'));
    await expect(offerInstallPrompt(capture, session)).resolves.toBe('dismissed');
    expect(wasInstallDeclined(session)).toBe(true);
    expect(installDismissCount(session)).toBe(1);
    target.dispatchEvent(promptEvent('dismissed'));
    await offerInstallPrompt(capture, session);
    expect(session.data.get(INSTALL_DISMISS_COUNT_KEY)).toBe('2');
  });

  it('is unavailable without a prompt or when the browser refuses to show it', async () => {
    const session = memoryStore();
    await expect(offerInstallPrompt({ current: () => undefined, consume: () => undefined }, session)).resolves.toBe(
      'unavailable',
    );
    const event = promptEvent('accepted', { failPrompt: true });
    await expect(offerInstallPrompt({ current: () => event, consume: () => undefined }, session)).resolves.toBe(
      'unavailable',
    );
    expect(session.data.size).toBe(0);
  });
});

describe('dismiss counter (SPEC 3)', () => {
  it('starts at 0 and ignores a garbled value', () => {
    expect(installDismissCount(memoryStore())).toBe(0);
    expect(installDismissCount(memoryStore({ [INSTALL_DISMISS_COUNT_KEY]: 'x' }))).toBe(0);
    expect(installDismissCount(memoryStore({ [INSTALL_DISMISS_COUNT_KEY]: '-3' }))).toBe(0);
    expect(recordInstallDeclined(memoryStore({ [INSTALL_DISMISS_COUNT_KEY]: '4' }))).toBe(5);
  });

  it('survives storage that refuses', () => {
    expect(installDismissCount(brokenStore)).toBe(0);
    expect(wasInstallDeclined(brokenStore)).toBe(false);
    expect(recordInstallDeclined(brokenStore)).toBe(1);
  });
});

describe('the install-done mark and the early prompt (SPEC 4 "marks the install as done")', () => {
  it('adopts a prompt the inline head script caught before the capture started', () => {
    const early = promptEvent();
    const capture = captureInstallPrompt(new EventTarget(), {}, early);
    expect(capture.current()).toBe(early);
  });

  it('is not offered again once the app was installed in this browser', () => {
    const localStore = memoryStore();
    const context = { path: '/m/home', maintenance: false, regionRestriction: false, sessionStore: memoryStore() };
    expect(shouldOfferInstallPrompt({ ...context, localStore })).toBe(true);
    markInstallDone(localStore);
    expect(isInstallDone(localStore)).toBe(true);
    expect(shouldOfferInstallPrompt({ ...context, localStore })).toBe(false);
    expect(isInstallDone(brokenStore)).toBe(false);
    expect(() => markInstallDone(brokenStore)).not.toThrow();
  });
});

describe('the manual-install modal (no browser prompt) does not come back every session', () => {
  it('is due at first, then waits 7 days after it was closed', async () => {
    const { manualInstallDue, recordManualInstallClosed } = await import('@/lib/pwa/install-prompt');
    const store = new Map<string, string>();
    const local = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const closedAt = Date.parse('2026-11-28T12:00:00Z');
    expect(manualInstallDue(local, closedAt)).toBe(true);
    recordManualInstallClosed(local, closedAt);
    expect(manualInstallDue(local, closedAt + 6 * 86_400_000)).toBe(false);
    expect(manualInstallDue(local, closedAt + 7 * 86_400_000 - 1)).toBe(false);
    expect(manualInstallDue(local, closedAt + 7 * 86_400_000)).toBe(true);
  });
});
