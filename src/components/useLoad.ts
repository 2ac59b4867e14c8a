import { startTransition, useCallback, useEffect, useState } from 'react';
import { LOADING_NOTICE_MS } from '../config/constants';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Runs `load` after hydration (and again on reload or when `deps` change); the latest run wins. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on, as with useEffect
  const run = useCallback(load, deps);
  useEffect(() => {
    let pending = true;
    let stopNotice: (() => void) | undefined;
    const startedAt = Date.now();
    setState({ status: 'loading' });
    // SPEC 9 "Loading notices": their code loads only once a load is still pending at the first notice time;
    // a notice that cannot load (offline) leaves the load as it is.
    const slow = setTimeout(() => {
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
  }, [run, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
