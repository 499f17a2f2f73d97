// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  readServiceWorkerQuery,
  serviceWorkerEnv,
  serviceWorkerUrl,
  type ServiceWorkerEnv,
} from './service-worker';

describe('serviceWorkerEnv: the status’s test flag, else the build mode', () => {
  it.each<[boolean, string, ServiceWorkerEnv]>([
    [false, 'production', 'production'],
    [true, 'production', 'test'],
    [false, 'demo', 'demo'],
    [true, 'demo', 'test'],
    [false, 'staging', 'demo'],
  ])('test %s, mode %s → %s', (test, mode, env) => {
    expect(serviceWorkerEnv(test, mode)).toBe(env);
  });
});

describe('the worker’s query: written by the page, read back by the worker', () => {
  it.each<[ServiceWorkerEnv, string, string]>([
    ['production', 'DEMO', '/m/sw.js?env=production&merchant=DEMO'],
    ['test', 'A_B1', '/m/sw.js?env=test&merchant=A_B1'],
    ['demo', 'x&y=z', '/m/sw.js?env=demo&merchant=x%26y%3Dz'],
  ])('%s %s → %s', (env, merchant, url) => {
    expect(serviceWorkerUrl({ env, merchant })).toBe(url);
    expect(readServiceWorkerQuery(new URL(url, 'https://x.test').search)).toEqual({ env, merchant });
  });

  it('an unknown env counts as production', () => {
    expect(readServiceWorkerQuery('?env=evil&merchant=DEMO')).toEqual({
      env: 'production',
      merchant: 'DEMO',
    });
  });
});
