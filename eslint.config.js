import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
