import { startTransition, useCallback, useEffect, useState } from 'react';
import { LOADING_NOTICE_MS } from '../config/constants';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` after hydration (and again on reload or when `deps` change); the latest run wins. With `initial`
 * (what the build rendered, issue 43) the data shows from the first render and stays until an answer replaces it.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  initial?: T,
): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>(
    initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  const shown = initial !== undefined;
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on, as with useEffect
  const run = useCallback(load, deps);
  useEffect(() => {
    let pending = true;
    let stopNotice: (() => void) | undefined;
    const startedAt = Date.now();
    // The build's data stays on screen while its first answer comes; a Retry shows the loading state.
    const keep = shown && round === 0;
    if (!keep) setState({ status: 'loading' });
    // SPEC 9 "Loading notices": their code loads only once a load is still pending at the first notice time;
    // a notice that cannot load (offline) leaves the load as it is. Nothing waits while the build's data shows.
    const slow = setTimeout(() => {
      if (keep) return;
      import('./LoadingNotice').then(
        (notice) => {
          if (pending) stopNotice = notice.watchSlowLoad(startedAt);
        },
        () => undefined,
      );
    }, LOADING_NOTICE_MS[0]);
    const finish = () => {
      pending = false;
      clearTimeout(slow);
      stopNotice?.();
    };
    // An answer renders as a transition: React can yield between its parts, so a long list is no long task.
    const settle = (next: Load<T>) => {
      if (!pending) return;
      finish();
      startTransition(() => setState(next));
    };
    run().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return finish;
  }, [run, round, shown]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
