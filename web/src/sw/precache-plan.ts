/**
 * What the service worker installs with (the app shell and the current chunks), decided
 * by the build (web/build/service-worker.ts) from its output. Pure: the build passes the chunks it wrote.
 */

/**
 * The plain app shell (index.html, which the server answers for every app path it has no prerendered page for),
 * precached under a path no route has.
 */
export const APP_SHELL_URL = '/m/app-shell';
/** The last fallback of a page load offline: a static page in the player's language (web/build/offline-page.ts). */
export const OFFLINE_PAGE_URL = '/m/offline.html';

export interface PrecacheEntry {
  url: string;
  /** null for a file named by its hash (the URL changes with the bytes); else a hash of the content. */
  revision: string | null;
}

export interface BuiltChunk {
  fileName: string;
  /** The module the chunk was made for (a locale's JSON, a screen, an SDK's entry), if any. */
  facadeModuleId: string | null;
  /** Its stylesheets. */
  css: readonly string[];
}

/** The chunk of one locale's strings (its JSON in web/src/i18n/locales, loaded as text). */
const LOCALE_MODULE = /[\\/]i18n[\\/]locales[\\/]([A-Z-]+)\.json(?:\?|$)/;
/**
 * The always-loaded locale: the app loads English beside the player's language (web/src/i18n/i18n.ts). Written
 * out, not imported: this module loads with the Vite config, where Node cannot load the contract's TypeScript
 * (precache-plan.test.ts holds it equal to DEFAULT_INTERFACE_LANGUAGE).
 */
export const FALLBACK_LOCALE = 'EN';
/** Firebase's SDK: loaded only for a merchant with social sign-in, and the largest files of the build. */
const ON_DEMAND_SDK = /[\\/]node_modules[\\/](?:firebase|@firebase)[\\/]/;

export type ChunkPlan = 'precache' | 'runtime';

/**
 * Whether a chunk is installed with the worker or cached on first use (cache-first either way): everything the
 * first screens and the app's own code need is precached; the locales other than English (a player reads one)
 * and Firebase's SDK (only some merchants load it) wait until a page asks for them.
 */
export function chunkPlan(chunk: BuiltChunk): ChunkPlan {
  const locale = LOCALE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
  if (locale) return locale === FALLBACK_LOCALE ? 'precache' : 'runtime';
  // A chunk made for the SDK's entry holds the SDK and what only it uses.
  return ON_DEMAND_SDK.test(chunk.facadeModuleId ?? '') ? 'runtime' : 'precache';
}

/**
 * The precache list: the shell pages (with their content's revision) and every chunk chunkPlan precaches, with
 * its stylesheets, under `base`. Sorted, without duplicates, so that an unchanged build gives the same worker.
 */
export function precacheList(
  chunks: readonly BuiltChunk[],
  pages: readonly PrecacheEntry[],
  base: string,
): PrecacheEntry[] {
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (chunkPlan(chunk) !== 'precache') continue;
    files.add(chunk.fileName);
    chunk.css.forEach((css) => files.add(css));
  }
  const assets = [...files].map((file) => ({ url: `${base}${file}`, revision: null }));
  return [...pages, ...assets].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
