/**
 * entry §2: the service worker is at /m/sw.js "with env and merchant" in its query, and controls the app under /m/.
 * The page registers it (features/update-check/service-worker.ts) and the worker reads the same query back
 * (web/src/sw/sw.ts), so both sides share these names.
 */

export const SERVICE_WORKER_PATH = '/m/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

/** The message the update prompt's refresh sends a waiting worker: take over now. */
export const SKIP_WAITING = 'SKIP_WAITING';

export type ServiceWorkerEnv = 'production' | 'demo' | 'test';

export interface ServiceWorkerQuery {
  env: ServiceWorkerEnv;
  merchant: string;
}

/**
 * The env of the worker's query: `test` when the platform says it is a test system (the system status's `test`
 * flag; the reference server answers it in demo mode), else the build's mode: `production` for a production
 * build, `demo` for any other (`vite build --mode demo`).
 */
export const serviceWorkerEnv = (statusTest: boolean, buildMode: string): ServiceWorkerEnv =>
  statusTest ? 'test' : buildMode === 'production' ? 'production' : 'demo';

/** The URL the page registers: /m/sw.js?env=…&merchant=… (the merchant code URL-encoded). */
export const serviceWorkerUrl = ({ env, merchant }: ServiceWorkerQuery): string =>
  `${SERVICE_WORKER_PATH}?${new URLSearchParams({ env, merchant }).toString()}`;

const ENVS: readonly string[] = ['production', 'demo', 'test'] satisfies ServiceWorkerEnv[];

/** The worker's own query read back (a missing or unknown env counts as production). */
export const readServiceWorkerQuery = (search: string): ServiceWorkerQuery => {
  const query = new URLSearchParams(search);
  const env = query.get('env') ?? '';
  return {
    env: ENVS.includes(env) ? (env as ServiceWorkerEnv) : 'production',
    merchant: query.get('merchant') ?? '',
  };
};
