import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_SCOPE } from '../../lib/service-worker';
import { useAppStore } from '../../stores/app-store';
import { systemStatusFixture } from '../../test/fixtures';
import { registerServiceWorker, serviceWorkerUrlFor } from './service-worker';

const fakeContainer = () =>
  ({
    register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
  }) as unknown as ServiceWorkerContainer & {
    register: ReturnType<typeof vi.fn>;
  };

afterEach(() => {
  useAppStore.setState({ status: null });
});

describe('serviceWorkerUrlFor: /m/sw.js with env and merchant (entry §2)', () => {
  it.each<[string, boolean, string, string]>([
    [
      'a production build on a production platform',
      false,
      'production',
      '/m/sw.js?env=production&merchant=DEMO',
    ],
    ['the platform says it is a test one', true, 'production', '/m/sw.js?env=test&merchant=DEMO'],
    ['a build of another mode', false, 'demo', '/m/sw.js?env=demo&merchant=DEMO'],
  ])('%s', (_, test, mode, url) => {
    expect(serviceWorkerUrlFor({ test }, mode)).toBe(url);
  });
});

describe('registerServiceWorker: registered for /m/ once the status says the env', () => {
  it('registers /m/sw.js with its query, scope /m/', async () => {
    useAppStore.getState().setStatus(systemStatusFixture({ test: false }));
    const container = fakeContainer();
    await registerServiceWorker(container, true);
    expect(container.register).toHaveBeenCalledWith(
      expect.stringMatching(/^\/m\/sw\.js\?env=(production|demo)&merchant=DEMO$/),
      { scope: SERVICE_WORKER_SCOPE },
    );
  });

  it('never outside a production build (the unit tests, the dev server)', async () => {
    useAppStore.getState().setStatus(systemStatusFixture());
    const container = fakeContainer();
    await registerServiceWorker(container);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('not where the browser has no service workers', async () => {
    await expect(registerServiceWorker(undefined, true)).resolves.toBeNull();
  });

  it('a failed registration leaves the app as it is', async () => {
    useAppStore.getState().setStatus(systemStatusFixture());
    const container = fakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    await expect(registerServiceWorker(container, true)).resolves.toBeNull();
  });
});
