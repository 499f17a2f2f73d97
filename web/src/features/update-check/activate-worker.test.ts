// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_SCOPE, SKIP_WAITING } from '../../lib/service-worker';
import { activateNewWorker, ASK_AGAIN_MS, fetchNewWorker, NEW_WORKER_WAIT_MS } from './activate-worker';
import { refreshToUpdate } from './reload-after-update';

/** A stand-in worker: `takesOver` says whether skip-waiting makes it control the page. */
class FakeWorker extends EventTarget {
  constructor(
    public state: ServiceWorkerState,
    private readonly onSkip: () => void = () => undefined,
  ) {
    super();
  }
  postMessage = vi.fn((message: unknown) => {
    if ((message as { type?: string }).type === SKIP_WAITING) this.onSkip();
  });
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

interface Setup {
  controlled: boolean;
  waiting?: 'installed' | null;
  installing?: 'installing' | null;
  /** What update() finds: a new worker that starts installing, or nothing new. */
  update?: 'new worker' | 'nothing new';
  takesOver?: boolean;
  /** The skip-waiting message that takes over (Chromium may drop the first ones): the first by default. */
  takesOverAt?: number;
}

function fakeContainer({
  controlled,
  waiting = null,
  installing = null,
  update = 'nothing new',
  takesOver = true,
  takesOverAt = 1,
}: Setup) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: vi.fn(async (_scope?: string) => registration as unknown as ServiceWorkerRegistration),
  });
  let asked = 0;
  const skip = () => {
    asked += 1;
    if (takesOver && asked === takesOverAt)
      setTimeout(() => container.dispatchEvent(new Event('controllerchange')), 5);
  };
  const registration = {
    waiting: waiting ? new FakeWorker('installed', skip) : null,
    installing: installing ? new FakeWorker('installing', skip) : null,
    update: vi.fn(async () => {
      if (update === 'new worker' && !registration.installing)
        registration.installing = new FakeWorker('installing', skip);
    }),
  };
  return { container, registration };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('activateNewWorker: the update prompt’s refresh lets the new deployment’s worker take over', () => {
  it('first install: no worker controls the page, so nothing is swapped and nothing waits', async () => {
    const { container, registration } = fakeContainer({ controlled: false, waiting: 'installed' });
    await activateNewWorker(container);
    expect(container.getRegistration).not.toHaveBeenCalled();
    expect(registration.waiting?.postMessage).not.toHaveBeenCalled();
  });

  it('a new worker waits: it is told to skip waiting, and the refresh goes on once it controls the page', async () => {
    const { container, registration } = fakeContainer({ controlled: true, waiting: 'installed' });
    const changed = vi.fn();
    container.addEventListener('controllerchange', changed);
    await activateNewWorker(container);
    expect(container.getRegistration).toHaveBeenCalledWith(SERVICE_WORKER_SCOPE);
    expect(registration.waiting?.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(changed).toHaveBeenCalled();
  });

  it('the new worker is still installing: it is told to skip waiting once installed', async () => {
    const { container, registration } = fakeContainer({ controlled: true, installing: 'installing' });
    const worker = registration.installing as FakeWorker;
    const done = activateNewWorker(container);
    await Promise.resolve();
    expect(worker.postMessage).not.toHaveBeenCalled();
    worker.become('installed');
    await done;
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('the browser has not looked yet: it is asked for the new worker, which then takes over', async () => {
    const { container, registration } = fakeContainer({ controlled: true, update: 'new worker' });
    const done = activateNewWorker(container);
    await vi.waitFor(() => expect(registration.installing).not.toBeNull());
    (registration.installing as unknown as FakeWorker).become('installed');
    await done;
    expect(registration.update).toHaveBeenCalled();
    expect((registration.installing as unknown as FakeWorker).postMessage).toHaveBeenCalledWith({
      type: SKIP_WAITING,
    });
  });

  it('no new worker (the same sw.js): resolves at once, nothing told', async () => {
    const { container, registration } = fakeContainer({ controlled: true });
    await activateNewWorker(container);
    expect(registration.update).toHaveBeenCalled();
  });

  it('the new worker fails to install: resolves without a message', async () => {
    const { container, registration } = fakeContainer({ controlled: true, installing: 'installing' });
    const worker = registration.installing as FakeWorker;
    const done = activateNewWorker(container);
    worker.become('redundant');
    await done;
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it(`the new worker never takes over: the refresh goes on after ${NEW_WORKER_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    const { container } = fakeContainer({ controlled: true, waiting: 'installed', takesOver: false });
    const settled = vi.fn();
    void activateNewWorker(container).then(settled);
    await vi.advanceTimersByTimeAsync(NEW_WORKER_WAIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });

  it(`an activation the browser dropped: the waiting worker is told again every ${ASK_AGAIN_MS} ms until it takes over`, async () => {
    vi.useFakeTimers();
    const { container, registration } = fakeContainer({
      controlled: true,
      waiting: 'installed',
      takesOverAt: 3,
    });
    const worker = registration.waiting as FakeWorker;
    const settled = vi.fn();
    void activateNewWorker(container).then(settled);
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS - 1);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS + 5);
    expect(worker.postMessage).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalled();
    // Once it controls the page, nothing more is sent.
    await vi.advanceTimersByTimeAsync(NEW_WORKER_WAIT_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(3);
  });

  it('nothing is sent after the refresh has given up waiting', async () => {
    vi.useFakeTimers();
    const { container, registration } = fakeContainer({
      controlled: true,
      waiting: 'installed',
      takesOver: false,
    });
    const worker = registration.waiting as FakeWorker;
    void activateNewWorker(container);
    await vi.advanceTimersByTimeAsync(NEW_WORKER_WAIT_MS);
    const sent = worker.postMessage.mock.calls.length;
    await vi.advanceTimersByTimeAsync(NEW_WORKER_WAIT_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(sent);
  });

  it('no service workers in this browser: resolves at once', async () => {
    await expect(activateNewWorker(undefined)).resolves.toBeUndefined();
  });
});

describe('fetchNewWorker: when the update check prompts, the browser is asked for the new worker', () => {
  it('asks the registration of /m/ to update', async () => {
    const { container, registration } = fakeContainer({ controlled: true });
    await fetchNewWorker(container);
    expect(container.getRegistration).toHaveBeenCalledWith(SERVICE_WORKER_SCOPE);
    expect(registration.update).toHaveBeenCalled();
  });
});

describe('refreshToUpdate with a worker: the page reloads only once the new worker controls it', () => {
  it('reloads after the controller changed, not before', async () => {
    const { container } = fakeContainer({ controlled: true, waiting: 'installed' });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
    const order: string[] = [];
    container.addEventListener('controllerchange', () => order.push('controllerchange'));
    vi.stubGlobal('location', {
      pathname: '/m/home',
      search: '',
      reload: vi.fn(() => order.push('reload')),
      replace: vi.fn(),
    });
    await refreshToUpdate();
    expect(order).toEqual(['controllerchange', 'reload']);
  });
});
