import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // A file on each core: Vitest's default keeps one core free, which on a 2-core machine runs the files one at
    // a time (a third slower).
    maxWorkers: availableParallelism(),
  },
});
