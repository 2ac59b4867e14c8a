import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_REFRESH_DELAY_MS } from '@/config/constants';
import {
  SKIP_WAITING_MESSAGE,
  activateNewWorker,
  appRegistration,
  fetchNewWorker,
  refreshPage,
} from '@/lib/pwa/service-worker-update';
import { targetUrl } from '@/lib/pwa/target';

class FakeWorker extends EventTarget {
  readonly postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}
const asWorker = (worker: FakeWorker) => worker as unknown as ServiceWorker;

function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller: controlled ? asWorker(new FakeWorker('activated')) : null,
    getRegistration: vi.fn(),
    takeOver: () => target.dispatchEvent(new Event('controllerchange')),
  });
}

const settledFlag = (promise: Promise<unknown>) => {
  const flag = { settled: false };
  void promise.then(() => (flag.settled = true));
  return flag;
};

describe('the new service worker takes over on Refresh (SPEC 4)', () => {
  it('waits for the install, asks the worker to skip waiting, and resolves when it controls the page', async () => {
    const worker = new FakeWorker('installing');
    const registration = {
      installing: asWorker(worker) as ServiceWorker | null,
      waiting: null as ServiceWorker | null,
      update: vi.fn(),
    };
    const container = fakeContainer(true);
    const done = settledFlag(activateNewWorker(registration, container));
    await Promise.resolve();
    expect(worker.postMessage).not.toHaveBeenCalled();
    registration.installing = null;
    registration.waiting = asWorker(worker);
    worker.moveTo('installed');
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE));
    expect(done.settled).toBe(false);
    container.takeOver();
    await vi.waitFor(() => expect(done.settled).toBe(true));
  });

  it('on a page no worker controls yet, resolves when the new worker is activated', async () => {
    const worker = new FakeWorker('installed');
    const container = fakeContainer(false);
    const done = settledFlag(
      activateNewWorker({ installing: null, waiting: asWorker(worker), update: vi.fn() }, container),
    );
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledTimes(1));
    expect(done.settled).toBe(false);
    worker.moveTo('activating');
    await Promise.resolve();
    expect(done.settled).toBe(false);
    worker.moveTo('activated');
    await vi.waitFor(() => expect(done.settled).toBe(true));
  });

  it('resolves at once without a registration, without a new worker, or after a failed install', async () => {
    await expect(activateNewWorker(undefined, fakeContainer(true))).resolves.toBeUndefined();
    await expect(
      activateNewWorker({ installing: null, waiting: null, update: vi.fn() }, fakeContainer(true)),
    ).resolves.toBeUndefined();
    const failed = new FakeWorker('installing');
    const pending = activateNewWorker(
      { installing: asWorker(failed), waiting: null, update: vi.fn() },
      fakeContainer(true),
    );
    failed.moveTo('redundant');
    await expect(pending).resolves.toBeUndefined();
  });

  it("fetches the new worker through the app's registration (scope /m/), and survives without one", async () => {
    const registration = { installing: null, waiting: null, update: vi.fn().mockRejectedValue(new Error('offline')) };
    const container = fakeContainer(true);
    container.getRegistration.mockResolvedValue(registration);
    const found = await appRegistration(container);
    expect(container.getRegistration).toHaveBeenCalledWith('/m/');
    await expect(fetchNewWorker(found)).resolves.toBeUndefined();
    expect(registration.update).toHaveBeenCalledTimes(1);
    await expect(appRegistration(undefined)).resolves.toBeUndefined();
    await expect(fetchNewWorker(undefined)).resolves.toBeUndefined();
  });
});

describe('the refresh after an update (SPEC 2 forced refresh, SPEC 9 page refresh delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const page = (pathname: string, search = '') => ({ pathname, search, reload: vi.fn(), replace: vi.fn() });

  it('reloads /m/home in place 200 ms later', async () => {
    const home = page('/m/home');
    void refreshPage(home);
    await vi.advanceTimersByTimeAsync(PAGE_REFRESH_DELAY_MS - 1);
    expect(home.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(home.reload).toHaveBeenCalledTimes(1);
    expect(home.replace).not.toHaveBeenCalled();
  });

  it.each(['/m/game', '/m/login', '/m/index', '/m/index.html', '/m/member/home', '/m/register', '/m/register.html'])(
    'reloads %s in place',
    async (pathname) => {
      const current = page(pathname);
      void refreshPage(current);
      await vi.advanceTimersByTimeAsync(PAGE_REFRESH_DELAY_MS);
      expect(current.reload).toHaveBeenCalledTimes(1);
    },
  );

  it('replaces any other page by /m/home 200 ms later, keeping the preserved query', async () => {
    const sports = page('/m/sports', '?affiliateCode=A1&token=secret');
    void refreshPage(sports);
    await vi.advanceTimersByTimeAsync(PAGE_REFRESH_DELAY_MS - 1);
    expect(sports.replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sports.replace).toHaveBeenCalledWith('/m/home?affiliateCode=A1');
    expect(sports.reload).not.toHaveBeenCalled();
  });
});

describe('/target (SPEC 2)', () => {
  it('leads to `from` when it is an /m/ path of this site, with the preserved query', () => {
    expect(targetUrl('?from=%2Fm%2Fgame&affiliateCode=A1')).toBe('/m/game?affiliateCode=A1&from=%2Fm%2Fgame');
    expect(targetUrl('?from=/m/activity?id=7')).toBe('/m/activity?id=7&from=%2Fm%2Factivity%3Fid%3D7');
  });

  it('leads to /m/home without `from`, or when `from` is not an /m/ path of this site', () => {
    expect(targetUrl('')).toBe('/m/home');
    for (const from of ['https://evil.example/m/home', '//evil.example/m/home', 'javascript:alert(1)', '/wps/x', 'pwa'])
      expect(targetUrl(`?${new URLSearchParams({ from })}`)).toMatch(/^\/m\/home\?from=/);
  });
});
