// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants/language';
import { chunkPlan, FALLBACK_LOCALE, precacheList, type BuiltChunk, type ChunkPlan } from './precache-plan';

const chunk = (fileName: string, facadeModuleId: string | null, css: string[] = []): BuiltChunk => ({
  fileName,
  facadeModuleId,
  css,
});

describe('chunkPlan: precache what the first screens and the app need, the rest on first use', () => {
  it.each<[string, BuiltChunk, ChunkPlan]>([
    ['the start chunk', chunk('assets/app-A1b2C3d4.js', '/w/web/src/main.tsx'), 'precache'],
    ['a screen', chunk('assets/HomePage-A1b2C3d4.js', '/w/web/src/features/home/HomePage.tsx'), 'precache'],
    ['a shared chunk', chunk('assets/Modal-A1b2C3d4.js', null), 'precache'],
    [
      'the encryption library (every sign-in)',
      chunk('assets/lib-A1b2C3d4.js', '/w/node_modules/node-forge/lib/index.js'),
      'precache',
    ],
    [
      'English, loaded beside every language',
      chunk('assets/EN-A1b2C3d4.js', '/w/web/src/i18n/locales/EN.json?raw'),
      'precache',
    ],
    ['another locale', chunk('assets/KO--Smv-j9s.js', '/w/web/src/i18n/locales/KO.json?raw'), 'runtime'],
    [
      'a locale with a region',
      chunk('assets/PT-BR-C3XupCeC.js', '/w/web/src/i18n/locales/PT-BR.json?raw'),
      'runtime',
    ],
    [
      "English's money strings, loaded with the money screens (precached as they are)",
      chunk('assets/money-EN-A1b2C3d4.js', '/w/web/src/i18n/locales/EN.json?raw&part=money'),
      'precache',
    ],
    [
      "another locale's money strings",
      chunk('assets/money-PT-BR-A1b2C3d4.js', '/w/web/src/i18n/locales/PT-BR.json?raw&part=money'),
      'runtime',
    ],
    [
      "Firebase's SDK (social sign-in merchants only)",
      chunk('assets/index.esm-C8lwXLWf.js', '/w/node_modules/firebase/auth/dist/esm/index.esm.js'),
      'runtime',
    ],
    [
      'a Firebase package',
      chunk('assets/x-A1b2C3d4.js', '/w/node_modules/@firebase/messaging/dist/esm/index.esm.js'),
      'runtime',
    ],
    [
      "the app's own Firebase wrapper",
      chunk('assets/firebase-app-A1b2C3d4.js', '/w/web/src/features/auth/firebase/firebase-app.ts'),
      'precache',
    ],
  ])('%s → %s', (_, c, plan) => {
    expect(chunkPlan(c)).toBe(plan);
  });
});

describe('precacheList: the shell pages and the precached chunks with their stylesheets', () => {
  it('lists each file once, under the base, sorted; hashed files without a revision', () => {
    const list = precacheList(
      [
        chunk('assets/app-A1b2C3d4.js', '/w/web/src/main.tsx', ['assets/index-B1b2C3d4.css']),
        chunk('assets/HomePage-A1b2C3d4.js', '/w/web/src/features/home/HomePage.tsx', [
          'assets/index-B1b2C3d4.css',
        ]),
        chunk('assets/KO--Smv-j9s.js', '/w/web/src/i18n/locales/KO.json?raw'),
      ],
      [
        { url: '/m/login', revision: 'r1' },
        { url: '/m/app-shell', revision: 'r2' },
      ],
      '/m/',
    );
    expect(list).toEqual([
      { url: '/m/app-shell', revision: 'r2' },
      { url: '/m/assets/HomePage-A1b2C3d4.js', revision: null },
      { url: '/m/assets/app-A1b2C3d4.js', revision: null },
      { url: '/m/assets/index-B1b2C3d4.css', revision: null },
      { url: '/m/login', revision: 'r1' },
    ]);
  });
});

it("the precached locale is the contract's fallback language", () => {
  expect(FALLBACK_LOCALE).toBe(DEFAULT_INTERFACE_LANGUAGE);
});
