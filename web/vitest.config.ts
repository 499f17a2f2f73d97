import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Tests reuse the app's Vite config (React plugin, base) and run in jsdom: the code under test reads
// window, storage, location and navigator. A rule's table test that needs none of them says
// `// @vitest-environment node` on its first line: Node proves the rule pure and spares jsdom's start (about
// 0.6 s a file on a 2-core machine).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // A file on each core: Vitest's default keeps one core free, which on a 2-core machine runs the files one
      // at a time (a third slower).
      maxWorkers: availableParallelism(),
    },
  }),
);
