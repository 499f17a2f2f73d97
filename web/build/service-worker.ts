import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import {
  APP_SHELL_URL,
  OFFLINE_PAGE_URL,
  precacheList,
  type BuiltChunk,
  type PrecacheEntry,
} from '../src/sw/precache-plan';
import { compressFile } from '../precompress';
import { stylesheetsOf } from './asset-manifest';
import { offlinePage, offlineTexts } from './offline-page';

/**
 * The service worker (entry §2), built with Workbox's modules rather than vite-plugin-pwa: that plugin needs
 * workbox-build, which brought 262 packages (Babel, Rollup, Terser) to write a precache list this build already
 * has; the worker itself uses the same Workbox runtime either way.
 *
 * After the build and its prerendered pages (this plugin comes after web/build/prerender.ts, and Vite runs
 * closeBundle hooks in order), it writes:
 * - /m/offline.html, the last fallback of a page load offline, in every locale (web/src/sw/offline-page.ts);
 * - /m/sw.js: web/src/sw/sw.ts bundled as one classic script, with the precache list (web/src/sw/precache-plan.ts:
 *   the shell pages with their content's revision, the chunks by name) and the prerendered app paths' pages
 *   written in. A new deployment changes the list, so the browser sees a new worker.
 * sw.js is not precompressed: like asset-manifest.json, a file replaced in place must not be shadowed by an old
 * compressed copy.
 */

const WEB = fileURLToPath(new URL('..', import.meta.url));
const I18N = join(WEB, 'src', 'i18n');
const PRERENDER_MANIFEST = 'prerendered.json';

const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** One module bundled as a classic script (IIFE), minified, with `define`. */
async function bundle(entry: string, define: Record<string, string>): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    root: WEB,
    define,
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'bundle' },
    },
  });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  const code = result.output.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error(`service worker: ${entry} did not build`);
  return code.trim();
}

/** The build's chunks as precache-plan.ts reads them: the page's entry with the app's one stylesheet. */
const builtChunks = (output: Rollup.OutputBundle): BuiltChunk[] =>
  Object.values(output).flatMap((chunk) =>
    chunk.type === 'chunk'
      ? [
          {
            fileName: chunk.fileName,
            facadeModuleId: chunk.facadeModuleId,
            css: chunk.isEntry ? stylesheetsOf(output) : [],
          },
        ]
      : [],
  );

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let chunks: BuiltChunk[] = [];
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    writeBundle(_options, output) {
      if (this.environment && this.environment.name !== 'client') return;
      chunks = builtChunks(output);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (this.environment && this.environment.name !== 'client') return;
        const dir = outDir.startsWith('/') ? outDir : join(WEB, outDir);
        const read = (file: string) => readFileSync(join(dir, file), 'utf8');

        const texts = offlineTexts(I18N);
        const english = texts.EN;
        if (!english?.offline_title || !english.offline_body || !english.retry) {
          throw new Error('service worker: the offline page has no English texts');
        }
        const script = await bundle(join(WEB, 'build', 'offline-entry.ts'), {
          __OFFLINE_TEXTS__: JSON.stringify(texts),
        });
        const offline = offlinePage(english, script.replace(/<\/script/gi, '<\\/script'));
        writeFileSync(join(dir, 'offline.html'), offline);
        compressFile(join(dir, 'offline.html'));

        // Each prerendered page under its own route (the server fills it for the host's merchant), index.html
        // under a path no route has (the server answers it for every path without a prerendered page).
        const prerendered = JSON.parse(read(PRERENDER_MANIFEST)) as Record<string, string>;
        const pageUrl = (file: string) => `${base}${file.replace(/\.html$/, '')}`;
        const shellPages = Object.fromEntries(
          Object.entries(prerendered).map(([path, file]) => [path, pageUrl(file)]),
        );
        const pages: PrecacheEntry[] = [
          ...[...new Set(Object.values(prerendered))].map((file) => ({
            url: pageUrl(file),
            revision: revisionOf(read(file)),
          })),
          { url: APP_SHELL_URL, revision: revisionOf(read('index.html')) },
          { url: OFFLINE_PAGE_URL, revision: revisionOf(offline) },
        ];
        const precache = precacheList(chunks, pages, base);
        const sw = await bundle(join(WEB, 'src', 'sw', 'sw.ts'), {
          __PRECACHE__: JSON.stringify(precache),
          __SHELL_PAGES__: JSON.stringify(shellPages),
          // Workbox's development logging goes.
          'process.env.NODE_ENV': JSON.stringify('production'),
        });
        writeFileSync(join(dir, 'sw.js'), `${sw}\n`);
      },
    },
  };
}
