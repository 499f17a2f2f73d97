/**
 * The service worker, /m/sw.js (entry §2), with Workbox's modules. Built by web/build/service-worker.ts,
 * which defines the precache list and the shell pages below from the build's output. What each request gets is
 * cache-rules.ts's decision; this file only carries it out.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SKIP_WAITING } from '../lib/service-worker';
import { isKeepableAnswer, shellFor, strategyFor, type Strategy } from './cache-rules';
import { APP_SHELL_URL, OFFLINE_PAGE_URL, type PrecacheEntry } from './precache-plan';
// The messaging worker shares this one.
import './push-handler';

declare const self: ServiceWorkerGlobalScope;
/** Written by the build: the app shell pages and the chunks the worker installs with. */
declare const __PRECACHE__: PrecacheEntry[];
/** Written by the build: each prerendered app path → the precache URL of its page. */
declare const __SHELL_PAGES__: Record<string, string>;

precache(__PRECACHE__);
cleanupOutdatedCaches();
// The first install controls the open page at once (its later requests are cached); a new version waits until
// the update prompt's refresh asks it to take over (features/update-check/activate-worker.ts), so a page keeps
// the chunks of the version it runs.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

const routed = (strategy: Strategy) => (options: { request: Request; url: URL }) =>
  strategyFor({
    url: options.url,
    method: options.request.method,
    mode: options.request.mode,
    destination: options.request.destination,
    hasAuthorization: options.request.headers.has('authorization'),
    origin: self.location.origin,
  }) === strategy;

// Page loads: always the network (the server fills each page for its merchant; a page's URL may carry a token);
// offline, the precached shell of the route, then the offline page.
registerRoute(routed('navigation'), async ({ request, url }: RouteHandlerCallbackOptions) => {
  try {
    return await fetch(request);
  } catch {
    return (
      (await matchPrecache(shellFor(url.pathname, __SHELL_PAGES__, APP_SHELL_URL))) ??
      (await matchPrecache(OFFLINE_PAGE_URL)) ??
      Response.error()
    );
  }
});

// Hashed files never change: the precache, else a cache filled on first use (old versions expire by count).
const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
});
registerRoute(
  routed('cache-first'),
  async (options: RouteHandlerCallbackOptions) =>
    (await matchPrecache(options.request)) ?? assets.handle(options),
);

// Platform GETs without a token: the network first; an answer is kept only when the server allows it.
registerRoute(
  routed('network-first'),
  new NetworkFirst({
    cacheName: 'platform',
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          isKeepableAnswer(response.status, response.headers.get('cache-control')) ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
