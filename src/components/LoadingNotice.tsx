// SPEC 9 "Loading notices": useLoad loads this once a load is still pending at the first notice time. The
// toast says it is still loading; at the second time it says more and offers a reload, which (unlike a
// re-run, which would join the same GET still in flight) asks every call of the page again.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createRoot } from 'react-dom/client';
import { LOADING_NOTICE_MS } from '../config/constants';
import { pageMerchant } from '../lib/page/page-merchant';
import { useT } from './useT';

type NoticeLevel = 0 | 1 | 2;

/** Each slow load still pending, with the notice it has reached. */
const slowLoads = new Map<symbol, NoticeLevel>();
const $level = atom<NoticeLevel>(0);
const publish = () => $level.set(Math.max(0, ...slowLoads.values()) as NoticeLevel);

function LoadingNotice() {
  const level = useStore($level);
  const t = useT(pageMerchant().language);
  if (level === 0) return null;
  return (
    <div className="toast loading-notice" role="status">
      {level === 1 ? (
        t('status.stillLoading')
      ) : (
        <>
          {t('status.loadingSlow')}
          <button className="loading-notice__retry" type="button" onClick={() => location.reload()}>
            {t('ui.retry')}
          </button>
        </>
      )}
    </div>
  );
}

let shown = false;

/** Shows the notice of a load started at `startedAt` (Date.now()) until the returned function is called. */
export function watchSlowLoad(startedAt: number): () => void {
  const load = Symbol('slow load');
  slowLoads.set(load, 1);
  const stronger = setTimeout(
    () => {
      slowLoads.set(load, 2);
      publish();
    },
    startedAt + LOADING_NOTICE_MS[1] - Date.now(),
  );
  publish();
  if (!shown) {
    shown = true;
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<LoadingNotice />);
  }
  return () => {
    clearTimeout(stronger);
    slowLoads.delete(load);
    publish();
  };
}
