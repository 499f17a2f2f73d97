import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_REFUSAL_ANSWERS } from './admin/admin-refusals';
import { REFUSAL_ANSWERS } from './routes/refusals';

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
          .filter((i) => /^\.\.\/(http|routes|admin|static)\/|^(fastify|@fastify\/)/.test(i))
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

/** The services' refusals as thrown in their source: `new Refused({ reason: '...'`. */
const thrownReasons = (path: RegExp): Map<string, string[]> => {
  const byReason = new Map<string, string[]>();
  for (const f of production.filter((p) => path.test(p.path))) {
    for (const m of f.text.matchAll(/new Refused\(\{\s*reason: '([\w-]+)'/g)) {
      const reason = m[1] ?? '';
      byReason.set(reason, [...(byReason.get(reason) ?? []), f.path]);
    }
  }
  return byReason;
};

describe('one way to refuse: services throw reasons, routes/refusals.ts answers them', () => {
  it('leaves HTTP statuses, error codes and messages out of the services', () => {
    const offenders = production
      .filter((f) => f.path.startsWith('services/'))
      .filter((f) => importsOf(f.text).includes('@app/contract/errors') || /\bstatusCode\b/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('builds no answer in a route: no ApiError, error code or message outside routes/refusals.ts', () => {
    const answerBuilders = /^(\.\.\/http\/(api-error|messages)|@app\/contract\/errors)$/;
    const offenders = production
      .filter((f) => f.path.startsWith('routes/') && f.path !== 'routes/refusals.ts')
      .flatMap((f) => [
        ...importsOf(f.text)
          .filter((i) => answerBuilders.test(i))
          .map((i) => `${f.path} imports ${i}`),
        ...(/\bnew ApiError\(/.test(f.text) ? [`${f.path} builds an ApiError`] : []),
      ]);
    expect(offenders).toEqual([]);
  });

  it('leaves the answering to the route table: no route catches a refusal itself', () => {
    const offenders = production
      .filter((f) => /^(routes|http)\//.test(f.path) && f.path !== 'routes/refusals.ts')
      .filter((f) => /\b(Refused|refusalToApiError)\b/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
    const table = production.find((f) => f.path === 'routes/route-table.ts')?.text ?? '';
    expect(table).toMatch(/export const routeTable: RouteTable = answeringRefusals\(\{/);
  });

  it('has an answer for every reason a service throws, and a thrower for every answer', () => {
    const thrown = thrownReasons(/^services\//);
    const answered = Object.keys(REFUSAL_ANSWERS);
    const unanswered = [...thrown].filter(([reason]) => !answered.includes(reason));
    expect(unanswered, 'reasons without an answer in REFUSAL_ANSWERS').toEqual([]);
    expect(
      answered.filter((reason) => !thrown.has(reason)),
      'answers no service throws',
    ).toEqual([]);
  });

  it('throws refusals from services only', () => {
    expect([...thrownReasons(/^(?!services\/)/)]).toEqual([]);
  });
});

describe('one way to refuse in the admin API: admin/admin-refusals.ts answers every reason', () => {
  const admin = production.filter((f) => f.path.startsWith('admin/') && f.path !== 'admin/admin-refusals.ts');

  it('builds no answer elsewhere in the admin API: no ApiError and no error code outside the table', () => {
    const offenders = admin.flatMap((f) => [
      ...importsOf(f.text)
        .filter((i) => i === '@app/contract/errors')
        .map((i) => `${f.path} imports ${i}`),
      ...(/\bnew ApiError\(/.test(f.text) ? [`${f.path} builds an ApiError`] : []),
    ]);
    expect(offenders).toEqual([]);
  });

  it('has a thrower for every answer', () => {
    const thrown = new Set(
      admin.flatMap((f) => [...f.text.matchAll(/\badminRefusal\('([\w-]+)'/g)].map((m) => m[1])),
    );
    expect(
      Object.keys(ADMIN_REFUSAL_ANSWERS).filter((reason) => !thrown.has(reason)),
      'answers the admin API never gives',
    ).toEqual([]);
  });
});
