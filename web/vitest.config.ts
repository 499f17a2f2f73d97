import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { testFiles } from '../scripts/lib/test-files.mjs';

/**
 * The line by which a test file asks for a process of its own: one that replaces what a VM context keeps fixed
 * (window.location), sets the time zone, or holds WebCrypto keys across the context's boundary.
 */
const OWN_PROCESS = '// Runs in a process of its own (web/vitest.config.ts):';

const { all: tests, marked: ownProcess } = testFiles(
  path.dirname(fileURLToPath(import.meta.url)),
  /\.test\.tsx?$/,
  OWN_PROCESS,
);

// Tests reuse the app's Vite config (React plugin, base) and run in jsdom: the code under test reads
// window, storage, location and navigator. A rule's table test that needs none of them says
// `// @vitest-environment node` on its first line: Node proves the rule pure and spares jsdom's start.
// Each file runs in a VM context of a worker thread (vmThreads: a third of the time of a process per file, as
// jsdom starts once per worker), isolated from the other files all the same; the few that say OWN_PROCESS run
// in a process each, as before.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // A file on each core: Vitest's default keeps one core free, which on a 2-core machine runs the files one
      // at a time (a third slower).
      maxWorkers: availableParallelism(),
      projects: [
        { extends: true, test: { name: 'vm', include: tests, exclude: ownProcess, pool: 'vmThreads' } },
        { extends: true, test: { name: 'process', include: ownProcess, pool: 'forks' } },
      ],
    },
  }),
);
