// @vitest-environment node
import { describe, expect, it } from 'vitest';

/** The sources of this folder, tests left out: what imports what among them. */
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Static and dynamic imports (`from './x'`, `import('./x')`) of a module of this folder. */
const localImports = (source: string): string[] =>
  [...source.matchAll(/(?:from |import\()'\.\/([\w-]+)'/g)].map((m) => `./${m[1]}.ts`);

/** The import cycle that starts and ends at `from`, if any (depth first over this folder's modules). */
const cycleFrom = (from: string): string[] | null => {
  const walk = (at: string, path: string[]): string[] | null => {
    for (const next of localImports(sources[at] ?? '')) {
      if (next === from) return [...path, next];
      if (!path.includes(next)) {
        const found = walk(next, [...path, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(from, [from]);
};

describe('features/auth/remembered', () => {
  it('reads its own modules, dynamic imports included', () => {
    expect(localImports(sources['./auto-login-run.ts'] ?? '')).toContain('./auto-login-now.ts');
    expect(localImports(sources['./auto-login-start.ts'] ?? '')).toContain('./auto-login-run.ts');
  });

  it.each(Object.keys(sources))('%s is in no import cycle', (file) => {
    expect(cycleFrom(file)).toBeNull();
  });
});
