import { startTransition, useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Runs `load` after hydration (and again on reload or when `deps` change); the latest run wins. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on, as with useEffect
  const run = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // An answer renders as a transition: React can yield between its parts, so a long list is no long task.
    const settle = (next: Load<T>) => current && startTransition(() => setState(next));
    run().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [run, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
