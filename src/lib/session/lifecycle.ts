// SPEC 4 "Session and chat": effects that run when the auth token appears or disappears. Features attach
// to the named points; the core only decides when they run.
import { PUSH_REGISTRATION_DELAY_MS } from '../../config/constants';
import { systemClock, type Clock, type TimerHandle } from '../time/clock';

/** The effects SPEC 4 names on token appear, in the order they start. */
export const LOGIN_EFFECTS = [
  'chatIdentity',
  'pushRegistration',
  'rankProgress',
  'depositSettings',
  'inboxUnread',
] as const;
/** ... and their clean-up on token disappear. */
export const LOGOUT_EFFECTS = [
  'chatLogout',
  'pushTokenRemoval',
  'pushUnsubscribe',
  'unreadZero',
  'memberClear',
  'depositCountZero',
] as const;

type LoginEffect = (typeof LOGIN_EFFECTS)[number];
type LogoutEffect = (typeof LOGOUT_EFFECTS)[number];

/** Delays after the token appears; push registration waits 10 s (SPEC 9). */
const LOGIN_EFFECT_DELAYS: Partial<Record<LoginEffect, number>> = {
  pushRegistration: PUSH_REGISTRATION_DELAY_MS,
};

export interface SessionLifecycle {
  onLogin(effect: LoginEffect, run: (token: string) => void | Promise<void>): () => void;
  onLogout(effect: LogoutEffect, run: () => void | Promise<void>): () => void;
  /** Reports the current token; effects run only when it appears, changes or disappears. */
  setToken(token: string | undefined): void;
  readonly token: string | undefined;
}

export function createSessionLifecycle(
  clock: Clock = systemClock,
  report: (error: unknown) => void = console.error,
): SessionLifecycle {
  const loginRuns = new Map<LoginEffect, Set<(token: string) => void | Promise<void>>>();
  const logoutRuns = new Map<LogoutEffect, Set<() => void | Promise<void>>>();
  let current: string | undefined;
  let pending: TimerHandle[] = [];
  const safely = (run: () => void | Promise<void>) => {
    try {
      void Promise.resolve(run()).catch(report);
    } catch (error) {
      report(error);
    }
  };
  const add = <K, F>(map: Map<K, Set<F>>, key: K, fn: F) => {
    const set = map.get(key) ?? new Set<F>();
    map.set(key, set.add(fn));
    return () => void set.delete(fn);
  };
  /** Runs one effect for the token now, or after its delay. */
  const start = (effect: LoginEffect, token: string, run: (token: string) => void | Promise<void>) => {
    const delay = LOGIN_EFFECT_DELAYS[effect];
    if (delay === undefined) safely(() => run(token));
    else pending.push(clock.setTimeout(() => safely(() => run(token)), delay));
  };
  return {
    // An island that hydrates after the page found its token still gets the effect (with its delay from now).
    onLogin: (effect, run) => {
      if (current) start(effect, current, run);
      return add(loginRuns, effect, run);
    },
    onLogout: (effect, run) => add(logoutRuns, effect, run),
    get token() {
      return current;
    },
    setToken(reported) {
      const token = reported || undefined; // an empty token is no token: no login, and no logout after it
      if (token === current) return;
      const hadToken = current !== undefined;
      current = token;
      pending.forEach((handle) => clock.clearTimeout(handle));
      pending = [];
      if (hadToken && !token)
        for (const effect of LOGOUT_EFFECTS) logoutRuns.get(effect)?.forEach((run) => safely(run));
      if (!token) return;
      for (const effect of LOGIN_EFFECTS) loginRuns.get(effect)?.forEach((run) => start(effect, token, run));
    },
  };
}
