import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFiles } from '../scripts/lib/test-files.mjs';

/** Files that replace a module with `vi.mock`: the replacement must not reach the other files. */
const { all: tests, marked: mocking } = testFiles(
  path.dirname(fileURLToPath(import.meta.url)),
  /\.test\.ts$/,
  'vi.mock(',
);

// On PostgreSQL (TEST_DATABASE_URL: npm test's second server run) each test's database is copied from a template
// the global setup migrates once, and each file's copies are dropped when it ends (testing/test-database.ts).
const base = {
  environment: 'node' as const,
  testTimeout: 20_000,
  hookTimeout: 20_000,
  setupFiles: ['src/testing/postgres-setup.ts'],
};

// The files of a worker share one module graph (isolate: false): the server's modules are imported once per
// worker instead of once per file, 37 s instead of 98 s for the suite on a 2-core machine. Each file builds its
// own apps on in-memory databases (testing/test-server.ts), so nothing a file changes outlives it; a file that
// mocks a module runs in a graph of its own, as every file did before.
export default defineConfig({
  test: {
    globalSetup: ['src/testing/postgres-global-setup.ts'],
    // A file on each core: Vitest's default keeps one core free, which on a 2-core machine runs the files one at
    // a time (a third slower).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...base, name: 'shared', include: tests, exclude: mocking, isolate: false } },
      { test: { ...base, name: 'mocking', include: mocking } },
    ],
  },
});
