import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One config block per zone: its files may not import the zones named (they lie to its right). */
const zones = (forbidden) =>
  Object.entries(forbidden).map(([zone, names]) => ({
    files: [`${zone}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: names.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
              message: `${zone.slice('web/src/'.length)}/ may not import ${names.join(', ')}: see the import rules below.`,
            },
          ],
        },
      ],
    },
  }));

const FEATURES = path.join(import.meta.dirname, 'web/src/features');

/** The feature folder a file or folder lies in, or null outside web/src/features. */
const featureOf = (file) => {
  const rel = path.relative(FEATURES, file);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

/** The features each feature's code imports (lazy and type-only imports too; tests not), read from the sources. */
const readFeatureGraph = () => {
  const graph = new Map();
  for (const file of readdirSync(FEATURES, { recursive: true })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const from = file.split(path.sep)[0];
    const text = readFileSync(path.join(FEATURES, file), 'utf8');
    for (const [, spec] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']*)'/g)) {
      const to = featureOf(path.resolve(FEATURES, path.dirname(file), spec));
      if (to && to !== from) graph.set(from, new Set(graph.get(from)).add(to));
    }
  }
  return graph;
};

// Read again after a few seconds: one `eslint .` reads it a few times, an editor's server sees edits.
let featureGraph = { at: 0, graph: new Map() };
const currentFeatureGraph = () => {
  if (Date.now() - featureGraph.at > 5_000) featureGraph = { at: Date.now(), graph: readFeatureGraph() };
  return featureGraph.graph;
};

/** The features from `start` to `goal` along the graph's imports (both included), or null when none leads there. */
const importPath = (graph, start, goal) => {
  const cameFrom = new Map([[start, null]]);
  for (const feature of cameFrom.keys()) {
    if (feature === goal) {
      const route = [];
      for (let f = goal; f !== null; f = cameFrom.get(f)) route.unshift(f);
      return route;
    }
    for (const next of graph.get(feature) ?? []) if (!cameFrom.has(next)) cameFrom.set(next, feature);
  }
  return null;
};

/**
 * Features import one another without a cycle, counted by folder: import-x/no-cycle follows modules, and a
 * feature's screen can import a feature whose other module imports it back with no module cycle at all.
 */
const featureCycles = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec));
      const back = to && to !== from ? importPath(currentFeatureGraph(), to, from) : null;
      if (!back) return;
      context.report({
        node: node.source,
        message: `Import cycle between features: ${[from, ...back].join(' → ')}. What both need belongs in a feature of its own (like account, the member data).`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The import rules of the app, one zone at a time (as bulletproof-react states them):
  //   lib → api → stores → components, hooks → features → app
  // - A zone imports only the zones to its left (and itself): lib is plain code that knows nothing of the app;
  //   api is the request layer; stores hold the app's state; components and hooks are the UI kit, which knows no
  //   feature; features build the screens; app puts them together.
  // - i18n (the strings and their keys) stands beside lib: every zone may use it, lib for the message-key types;
  //   it uses lib, api and stores, never the UI.
  // - A feature imports another feature only through that feature's public index.ts (`../captcha`, never
  //   `../captcha/use-captcha`), so its inside can change without its users noticing.
  // - Features import one another without a cycle (see the block after these).
  // - app is the composition root: it imports anything, and loads each screen by its own module so that every
  //   screen stays a chunk of its own.
  // - Tests stand outside the zones: a test sets up whatever its subject meets.
  // - The browser never loads the contract's zod schemas (types only; see the block after these).
  ...zones({
    'web/src/lib': ['api', 'stores', 'components', 'hooks', 'features', 'app'],
    'web/src/api': ['stores', 'components', 'hooks', 'features', 'app'],
    'web/src/stores': ['components', 'hooks', 'features', 'app'],
    'web/src/i18n': ['components', 'hooks', 'features', 'app'],
    'web/src/components': ['features', 'app'],
    'web/src/hooks': ['features', 'app'],
    // The service worker is a program of its own beside the page: plain code and strings only.
    'web/src/sw': ['api', 'stores', 'components', 'hooks', 'features', 'app'],
  }),
  // A file n folders down in features/ leaves its feature with n '../': what follows must be a feature's name alone.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*'], message: 'Features do not import app/: app imports them.' },
            {
              regex: `^${String.raw`\.\./`.repeat(depth)}[^./][^/]*/`,
              message: "Another feature only through its public index.ts: import the feature's folder.",
            },
          ],
        },
      ],
    },
  })),
  // No import cycles among the features and app/, by module (import-x/no-cycle) and by feature folder: a feature
  // that needs another's part and is needed by it means that part belongs to neither (the shared member data is
  // features/account for that reason). Lazy imports count too. Tests are left out: nothing imports them, so no
  // cycle goes through one. The zones to the left import no feature, and following packages or every module of
  // web/src would only cost lint time (import-x parses each module it follows once more).
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-cycles': featureCycles } } },
    rules: { 'local/feature-cycles': 'error' },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
      // The modules it reads to follow their imports (a stylesheet or a JSON file imports nothing).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/contract/calls',
              message: 'Types only: the zod schemas stay out of the browser.',
              allowTypeImports: true,
            },
            {
              name: '@app/contract/settings',
              message: 'Types only: the zod schemas stay out of the browser.',
              allowTypeImports: true,
            },
            {
              name: '@app/contract/relay',
              message: 'Types only: the zod schemas stay out of the browser.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
