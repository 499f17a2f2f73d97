import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { BASENAME } from '@app/contract/constants/navigation';
import { pushAppPath, Router } from '../lib/router';

/** The tests of code outside the screens that follows the path (the popups' and prompts' starters). */

/** The page is at `path` (under /m) before anything starts. */
export const at = (path: string): void => window.history.replaceState(null, '', `${BASENAME}${path}`);

/** The player goes to `path`, as a screen's navigate does. */
export const go = (path: string) => act(() => pushAppPath(BASENAME, path));

/** Fake time passes (vi.useFakeTimers). */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A router on the page, so path changes are heard, then the starter under test. */
export const startWithRouter = <T,>(start: () => T): T => {
  render(
    <Router basename={BASENAME}>
      <></>
    </Router>,
  );
  return start();
};
