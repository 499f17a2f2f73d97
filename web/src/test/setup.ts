import { afterEach, beforeAll, vi } from 'vitest';
import { initTestI18n } from './i18n';

// Testing Library (and React DOM with it) only where there is a DOM: a rule's table test in Node does without.
const dom = typeof window === 'undefined' ? null : await import('@testing-library/react');
// findBy and waitFor wait up to 5 s, not 1: a lazy part (a sheet, a modal) is transformed on its first import, and
// on a loaded 2-core machine that first import took longer than a second. What passes passes as fast as before.
dom?.configure({ asyncUtilTimeout: 5_000 });

// Every web test file: English strings loaded; after each test the DOM emptied, stubbed globals (mockCalls'
// fetch) restored and module state that registered a reset (the call cache) emptied, so nothing leaks into the
// next test. Modules are not imported here: one imported by this file loads before a test file's vi.mock
// applies. jsdom has no scrolling; the router scrolls to the top on navigation.
beforeAll(async () => {
  await initTestI18n();
  if (typeof window !== 'undefined') window.scrollTo = () => {};
});

afterEach(() => {
  dom?.cleanup();
  vi.unstubAllGlobals();
  for (const reset of (globalThis as { __testResets?: Set<() => void> }).__testResets ?? []) reset();
});
