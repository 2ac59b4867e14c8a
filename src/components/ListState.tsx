import type { ReactNode } from 'react';
import type { Translate } from '../lib/i18n/translator';
import type { Load } from './useLoad';

type Props<T> = {
  /** What useLoad returns: its state, and reload for the error state's Retry. */
  load: Load<T> & { reload: () => void };
  /** Names the error state and its Retry in the page's language. */
  t: Translate;
  /** Placeholder of the same size as the content, so nothing jumps when it arrives. */
  skeleton: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
} & (
  | { emptyText: string; empty?: undefined }
  /** An empty list's own state, when one line is not enough (the ways onward from an empty category). */
  | { empty: (data: T) => ReactNode; emptyText?: undefined }
);

/** Loading, empty and error states of a list, one way everywhere. */
export function ListState<T>({ load, skeleton, isEmpty, emptyText, empty, t, children }: Props<T>) {
  if (load.status === 'loading') return <>{skeleton}</>;
  if (load.status === 'error') {
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{t('status.loadError')}</p>
        <button className="button button--ghost" type="button" onClick={load.reload}>
          {t('ui.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty(load.data)) return empty ? <>{empty(load.data)}</> : <p className="list-state muted">{emptyText}</p>;
  return <>{children(load.data)}</>;
}
