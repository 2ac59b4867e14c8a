// SPEC 4: a second submit while one runs is ignored; the guard is released 500 ms after finishing.
import { SUBMIT_GUARD_MS } from '../../config/constants';
import { systemClock, type Clock } from '../time/clock';

export interface SubmitGuard {
  /** Runs `submit` unless one is running or just finished; returns undefined when it was ignored. */
  run<T>(submit: () => Promise<T>): Promise<T | undefined>;
  readonly busy: boolean;
}

export function createSubmitGuard(clock: Clock = systemClock): SubmitGuard {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run(submit) {
      if (busy) return undefined;
      busy = true;
      try {
        return await submit();
      } finally {
        clock.setTimeout(() => {
          busy = false;
        }, SUBMIT_GUARD_MS);
      }
    },
  };
}
