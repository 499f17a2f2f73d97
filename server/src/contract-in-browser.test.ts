import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The web imports contract modules at runtime only where they are plain data and functions: zod stays out of
 * the browser (eslint.config.js lets the web import calls, settings and relay for their types only). This
 * follows a module's runtime imports, type-only ones left out, through the contract's own files.
 */
const CONTRACT_SRC = new URL('../../contract/src/', import.meta.url);

function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const text = readFileSync(new URL(file, CONTRACT_SRC), 'utf8');
  for (const [, spec] of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
    if (!spec || seen.has(spec)) continue;
    seen.add(spec);
    if (spec.startsWith('./')) runtimeImports(`${spec.slice(2)}.ts`, seen);
  }
  return seen;
}

describe('contract modules the browser imports', () => {
  it('default-settings.ts pulls in no zod: it takes the settings types only', () => {
    const imports = runtimeImports('default-settings.ts');
    expect(imports).toContain('./constants/language');
    expect([...imports].filter((i) => ['zod', './settings', './calls', './relay'].includes(i))).toEqual([]);
  });

  it('would see zod where it is imported', () => {
    expect(runtimeImports('settings.ts')).toContain('zod');
  });
});
