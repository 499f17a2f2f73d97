// The JavaScript a lazily loaded screen adds to the app: its own chunk and the chunks it imports statically,
// less what the page's entry and the bare screen frame load. Read from the build (web/dist), not a browser: the
// figure is deterministic, and a chunk the screen imports with import() (a library loaded only when shown) is
// not its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The relative chunk files a chunk imports statically (`import … from` and `export … from` a chunk beside it). */
export const staticImportsOf = (code) =>
  [
    ...code.matchAll(
      /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*${}\s,]+\s*from\s*)?["'](\.\/[\w.-]+\.js)["']/g,
    ),
  ].map((m) => m[1]);

/** The files `file` loads before it runs: itself and its static imports, transitively (paths under assets/). */
export function staticClosure(dist, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const spec of staticImportsOf(code))
    staticClosure(dist, path.posix.join(path.posix.dirname(file), spec), seen);
  return seen;
}

/**
 * The screen's own JS: the files of its static closure that neither the page's entry nor the bare screen frame
 * loads, with their gzip -9 sizes. The frame (Screen, TopBar, the call cache) is in `home`'s file, which every
 * screen opened from home loads already (web/vite.config.ts). `screen` is its source path as the asset manifest
 * names it (src/features/deposit/DepositPage.tsx).
 */
export function pageOwnJs(dist, screen) {
  const { files } = JSON.parse(readFileSync(path.join(dist, 'asset-manifest.json'), 'utf8'));
  const fileOf = (source) => {
    const url = files[source];
    if (!url) throw new Error(`the asset manifest names no ${source}`);
    return url.slice(url.indexOf('assets/'));
  };
  const home = readdirSync(path.join(dist, 'assets')).find((f) => /^home-[\w-]{8}\.js$/.test(f));
  if (!home) throw new Error(`no home file in ${dist}/assets`);
  const frame = new Set([
    ...staticClosure(dist, fileOf('index.html')),
    ...staticClosure(dist, `assets/${home}`),
  ]);
  const own = [...staticClosure(dist, fileOf(screen))].filter((f) => !frame.has(f));
  const sized = own.map((file) => {
    const body = readFileSync(path.join(dist, file));
    return { path: file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return { files: sized, gzip: sized.reduce((n, f) => n + f.gzip, 0) };
}
