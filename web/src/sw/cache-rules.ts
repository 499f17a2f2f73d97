/**
 * What the service worker does with each request, decided purely so that a table can state it;
 * web/src/sw/sw.ts carries it out with Workbox. Plain shapes only: this module runs in the worker and in tests.
 */

export type Strategy =
  /** Not handled: the browser fetches as if there were no worker, nothing is cached or read from a cache. */
  | 'network'
  /** A page load: the network, and offline the precached app shell of the route (then offline.html). */
  | 'navigation'
  /** A hashed file of the build: the precache, else a runtime cache filled on first use (it never changes). */
  | 'cache-first'
  /**
   * A platform call of the app without a token: the network; offline, the last answer the server allowed to
   * be kept.
   */
  | 'network-first';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** What the page loads it as: '' for the app's own calls (fetch), else 'script', 'image', 'style'… */
  destination: string;
  /** The request names a member: its answer is theirs and is never kept. */
  hasAuthorization: boolean;
  /** The worker's own origin: requests to others are left alone. */
  origin: string;
}

/** Read fresh every time, never from a cache: the update check and the install prompt must see a new deployment. */
const NEVER_FROM_CACHE: ReadonlySet<string> = new Set([
  '/m/asset-manifest.json',
  '/mobile/mc/asset-manifest.json',
  '/wps/system/manifest.json',
  '/m/sw.js',
  // The encryption key: a new one every hour, and a stale one would be refused (encryption.key.unknown).
  '/wps/session/key/rsa',
]);

/** A file the build named by its content hash (its name, a dash, 8 characters): the URL never holds other bytes. */
const HASHED_ASSET = /^\/m\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;

export function strategyFor({
  url,
  method,
  mode,
  destination,
  hasAuthorization,
  origin,
}: RequestFacts): Strategy {
  if (url.origin !== origin || NEVER_FROM_CACHE.has(url.pathname)) return 'network';
  // Only GETs are ever kept: a POST (sign-in, registration, any action) goes to the network as sent.
  if (method !== 'GET') return 'network';
  if (mode === 'navigate') return url.pathname.startsWith('/m/') ? 'navigation' : 'network';
  // A member's answer (a token in Authorization) is neither kept nor answered from what a guest's call kept.
  if (hasAuthorization) return 'network';
  if (HASHED_ASSET.test(url.pathname)) return 'cache-first';
  // The app's calls only: what the platform serves as a script or a picture (the captcha stand-in, the icons) is
  // the browser's to load, as without a worker.
  if (url.pathname.startsWith('/wps/') && destination === '') return 'network-first';
  return 'network';
}

/**
 * Whether a platform answer may be kept for offline use: a complete 200 the server did not mark `no-store` or
 * `private` (the reference server marks every call's answer no-store: it keeps none).
 */
export const isKeepableAnswer = (status: number, cacheControl: string | null): boolean =>
  status === 200 && !/(?:^|,)\s*(?:no-store|private)\b/i.test(cacheControl ?? '');

/**
 * The precached page that opens a route offline: the prerendered page of the path (`pages`: app path → the
 * page's precache URL, as the build wrote them), else the plain app shell.
 */
export const shellFor = (
  pathname: string,
  pages: Readonly<Record<string, string>>,
  appShell: string,
): string => pages[pathname] ?? pages[pathname.replace(/\/+$/, '')] ?? appShell;
