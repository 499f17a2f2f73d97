// Decides whether web/dist is current and builds it when it is not.
// Shared by scripts/start.mjs, scripts/test.mjs, e2e/playwright.config.ts and bench/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** web/dist, or WEB_DIST (absolute) when several checkouts' test runs must not share one build. */
export const WEB_DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(ROOT, 'web', 'dist');
const INDEX_HTML = path.join(WEB_DIST, 'index.html');

/** Sources whose change makes web/dist stale. */
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/precompress.ts',
  // The prerender step (first paint from the HTML).
  'web/build',
  'contract/src',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why web/dist needs a build, or null when it is current. */
export function webBuildReason() {
  if (!existsSync(INDEX_HTML)) return 'web/dist/index.html is missing';
  const built = statSync(INDEX_HTML).mtimeMs;
  for (const source of SOURCES) {
    if (newestMtime(path.join(ROOT, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

/**
 * Builds the web app when web/dist is missing or older than its sources.
 * With SKIP_WEB_BUILD=1 (set by scripts/test.mjs, which builds as a suite of its own) it never builds
 * and throws instead, so that nothing runs against a stale build.
 */
export function ensureWebBuild({ log = console.log } = {}) {
  const reason = webBuildReason();
  if (!reason) return false;
  if (process.env.SKIP_WEB_BUILD === '1') {
    throw new Error(`web/dist is not usable (${reason}) and SKIP_WEB_BUILD=1: run npm run build -w web`);
  }
  log(`Building the web app: ${reason}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', 'web', '--', '--outDir', WEB_DIST, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(INDEX_HTML)) {
    throw new Error(`npm run build -w web failed (exit ${result.status ?? result.signal})`);
  }
  return true;
}
