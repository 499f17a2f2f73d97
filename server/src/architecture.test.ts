import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Layering rules of the server, checked on the source text. */
const SRC = fileURLToPath(new URL('./', import.meta.url));

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Production code: neither tests nor the test helpers. */
const production = sourceFiles()
  .map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }))
  .filter((f) => !f.path.endsWith('.test.ts') && !f.path.startsWith('testing/'));

const importsOf = (text: string): string[] =>
  [...text.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');

describe('layering', () => {
  it('keeps services, crypto, db and seed free of the HTTP layer', () => {
    const offenders = production
      .filter((f) => /^(services|crypto|db|seed)\//.test(f.path))
      .flatMap((f) =>
        importsOf(f.text)
          .filter((i) => /^\.\.\/(http|routes|admin|static)\//.test(i))
          .map((i) => `${f.path} imports ${i}`),
      );
    expect(offenders).toEqual([]);
  });

  it('writes tables only in services and the seed (routes and the admin API call services)', () => {
    const offenders = production
      .filter((f) => /^(routes|admin|http)\//.test(f.path))
      .filter((f) => /\.(updateTable|deleteFrom|insertInto)\(/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('keeps node-forge and the test helpers out of production code', () => {
    const offenders = production
      .filter((f) => importsOf(f.text).some((i) => i === 'node-forge' || /(^|\/)testing\//.test(i)))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.dependencies).not.toHaveProperty('node-forge');
    expect(pkg.devDependencies).toHaveProperty('node-forge');
  });

  it("names CUSTOMER_NOT_LOGIN through the contract's constant only", () => {
    expect(production.filter((f) => f.text.includes("'CUSTOMER_NOT_LOGIN'")).map((f) => f.path)).toEqual([]);
  });
});
