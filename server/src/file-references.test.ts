import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

/**
 * Comments and docs name only files of this repository: a file named in a comment, a README or
 * docs/ that is not in the repository is a broken pointer for the next reader. A name counts as found when a
 * tracked file's path ends with it ('app/routes.tsx' finds web/src/app/routes.tsx).
 */
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  // Tracked files deleted in the working tree are not there to name.
  .filter((f) => f && existsSync(join(REPO_ROOT, f)));

const FILE_NAME =
  /(?<![\w@/.-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mjs|cjs|js|json|css|md|sql|html))(?![\w/])/g;
const SOURCE = /\.(?:tsx?|mjs|cjs|js|css)$/;

/** The comment text of a source file: line and block comments, not code (imports name modules, not files). */
const commentsOf = (text: string): string =>
  (text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).filter((c) => !c.startsWith('//#')).join('\n');

const exists = (name: string): boolean => {
  const suffix = name.replace(/^(?:\.{1,2}\/)+/, '');
  return tracked.some((f) => f === suffix || f.endsWith(`/${suffix}`));
};

// Names of files that are not in the repository by design: vendors' scripts (Geetest, Google), what the build
// or a run writes (the service worker, the asset manifest, the emulator's config), and placeholders.
const NOT_OURS = new Set([
  'gt.js',
  'gt4.js',
  'gct.js',
  'api.js',
  'sw.js',
  'asset-manifest.json',
  'prerendered.json',
  'seo.json',
  'login.html',
  'register.html',
  'home.html',
  'offline.html',
  'firebase.json',
]);
const PLACEHOLDER = /NNN/;

const referencesIn = (file: string): string[] => {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');
  const scanned = SOURCE.test(file) ? commentsOf(text) : text;
  return [...scanned.matchAll(FILE_NAME)]
    .map((m) => m[1]!)
    .filter((n) => !NOT_OURS.has(basename(n)) && !PLACEHOLDER.test(n));
};

const scannedFiles = tracked.filter(
  (f) =>
    (SOURCE.test(f) || f.endsWith('.md')) &&
    !f.includes('node_modules/') &&
    !f.startsWith('docs/research/') &&
    f !== 'server/src/file-references.test.ts',
);

describe('every file named in a comment or a doc exists in the repository', () => {
  it.each(scannedFiles)('%s', (file) => {
    const missing = referencesIn(file).filter((name) => !exists(name));
    expect(missing, `${file} names files that are not in the repository`).toEqual([]);
  });
});

// The specs live outside the repository: code and docs cite them by short name and section, "entry §4" and
// "signed-in §4" (docs/architecture.md says which documents those are).
describe('spec sections are cited as "entry §N" and "signed-in §N"', () => {
  it.each(scannedFiles)('%s', (file) => {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    expect(text.match(/(?:entry-signin-install|signed-in-shared)\b/g) ?? []).toEqual([]);
  });
});
