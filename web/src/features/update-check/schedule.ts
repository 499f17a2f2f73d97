import { UPDATE_CHECK_FIRST_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@app/contract/constants/update-check';

/** The page whose return the schedule listens for (the document; a stand-in in tests). */
type Page = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `check` on the update check's schedule: once 1.5 s after the app started (`sinceStartMs` have passed
 * already, since the check's code loads after the first screen), every hour, and each time the page becomes
 * visible again. Answers the stop.
 */
export function updateCheckSchedule(
  check: () => void,
  sinceStartMs: number,
  page: Page = document,
): () => void {
  const first = setTimeout(check, Math.max(0, UPDATE_CHECK_FIRST_DELAY_MS - sinceStartMs));
  const every = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const onReturn = () => {
    if (page.visibilityState === 'visible') check();
  };
  page.addEventListener('visibilitychange', onReturn);
  return () => {
    clearTimeout(first);
    clearInterval(every);
    page.removeEventListener('visibilitychange', onReturn);
  };
}
