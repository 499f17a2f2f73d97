import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  // One-way imports in the app: lib → api → stores → features → app. Features do not reach into each
  // other; the browser never loads the contract's zod schemas (types only).
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/api/*',
            '**/stores/*',
            '**/features/**',
            '**/app/*',
            '**/components/*',
            '**/hooks/*',
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/stores/*', '**/features/**', '**/app/*', '**/components/*', '**/hooks/*'] },
      ],
    },
  },
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      // A feature's public hook is the exception: features/captcha/use-captcha (forms of auth run the captcha).
      'no-restricted-imports': [
        'error',
        { patterns: ['**/app/*', '../*/*', '!../../*', '!../captcha/use-captcha'] },
      ],
    },
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
