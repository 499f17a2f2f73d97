import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initTestI18n } from './i18n';

// Every web test file: English strings loaded; after each test the DOM emptied, stubbed globals (mockCalls'
// fetch) restored and the call cache forgotten, so no answer leaks into the next test. jsdom has no
// scrolling; the router scrolls to the top on navigation.
beforeAll(async () => {
  await initTestI18n();
  window.scrollTo = () => {};
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // Imported only now, never at the top: a module this file imports is loaded before the test file's vi.mock
  // calls apply, and api/call-cache.ts would keep the real api/call, not the test's mock of it.
  const { resetCallCache } = await import('../api/call-cache');
  resetCallCache();
});
