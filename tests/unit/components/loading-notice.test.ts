// @vitest-environment happy-dom
// Issue 26 item 10: nothing said "still loading". SPEC 9 "Loading notices": a load still pending at 5 s says
// so; at 10 s a stronger notice offers a reload; the notice leaves when the load settles or its island goes.
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from '@/components/useLoad';
import type { ClientMerchant } from '@/config/client';
import { LOADING_NOTICE_MS } from '@/config/constants';
import { translatorFor } from '@/lib/i18n/translator';
import { h, render } from '../features/render';
import { closePage, openPageOf } from '../open-page';

const [FIRST_MS, SECOND_MS] = LOADING_NOTICE_MS;
const text = (key: string) => translatorFor('EN')(key);
const notice = () => document.querySelector('.loading-notice');
const retry = () => notice()?.querySelector('button');

/** A load that settles when the test says. */
function deferred() {
  let resolve = (_value: string) => {};
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

function Probe({ load }: { load: () => Promise<string> }) {
  const state = useLoad(load, [load]);
  return h('p', null, state.status);
}

/** Lets the notice chunk's import and React's updates finish; fake time does not move. */
const flush = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setImmediate(done));
  });
const elapse = async (ms: number) => {
  await act(async () => void vi.advanceTimersByTime(ms));
  await flush();
};

let views: Awaited<ReturnType<typeof render>>[] = [];
beforeAll(async () => {
  openPageOf({ code: 'luckystar', language: 'EN' } as ClientMerchant);
  // The chunk useLoad imports at 5 s, loaded ahead so its import resolves within one flush.
  await import('@/components/LoadingNotice');
});
afterAll(closePage);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  for (const view of views) view.unmount();
  views = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const show = async (load: () => Promise<string>) => {
  const view = await render(h(Probe, { load }));
  views.push(view);
  return view;
};

describe('the loading notices of SPEC 9', () => {
  it('say "still loading" at 5000 ms, not at 4999, and offer a reload at 10000 ms, not at 9999', async () => {
    const answer = deferred();
    await show(() => answer.promise);

    await elapse(FIRST_MS - 1);
    expect(notice()).toBeNull();
    await elapse(1);
    expect(notice()?.textContent).toBe(text('status.stillLoading'));
    expect(notice()?.getAttribute('role')).toBe('status');

    await elapse(SECOND_MS - FIRST_MS - 1);
    expect(retry()).toBeNull();
    await elapse(1);
    expect(notice()?.textContent).toContain(text('status.loadingSlow'));
    expect(retry()?.textContent).toBe(text('ui.retry'));

    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    await act(async () => retry()!.click());
    expect(reload).toHaveBeenCalledOnce();

    answer.resolve('news');
    await flush();
    expect(notice()).toBeNull();
  });

  it('never show for a load that settles before 5 s', async () => {
    const answer = deferred();
    const view = await show(() => answer.promise);
    await elapse(FIRST_MS - 1);
    answer.resolve('news');
    await flush();
    await elapse(SECOND_MS);
    expect(view.container.textContent).toBe('ready');
    expect(notice()).toBeNull();
  });

  it('stay while any slow load is pending, at the level of the slowest, and leave with an island that goes', async () => {
    const first = deferred();
    const second = deferred();
    await show(() => first.promise);
    await elapse(SECOND_MS - FIRST_MS);
    const later = await show(() => second.promise);
    await elapse(FIRST_MS);
    // The first load is at 10 s, the second at 5 s: the stronger notice shows.
    expect(retry()).not.toBeNull();

    first.resolve('lanes');
    await flush();
    expect(notice()?.textContent).toBe(text('status.stillLoading'));

    later.unmount();
    views = views.filter((view) => view !== later);
    await flush();
    expect(notice()).toBeNull();
  });

  it('count a reload as a new load: its 5 s start again', async () => {
    const answer = deferred();
    let asked = 0;
    const load = () => {
      asked += 1;
      return asked === 1 ? new Promise<string>(() => undefined) : answer.promise;
    };
    const reloadable = { current: () => undefined as void };
    function Reloadable() {
      const state = useLoad(load, []);
      reloadable.current = state.reload;
      return h('p', null, state.status);
    }
    views.push(await render(h(Reloadable)));
    await elapse(FIRST_MS);
    expect(notice()).not.toBeNull();
    await act(async () => reloadable.current());
    await flush();
    expect(notice()).toBeNull();
    await elapse(FIRST_MS - 1);
    expect(notice()).toBeNull();
    await elapse(1);
    expect(notice()).not.toBeNull();
    answer.resolve('news');
    await flush();
    expect(notice()).toBeNull();
  });
});
