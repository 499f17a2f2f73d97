/**
 * Runs `work` after the first paint, when the browser is idle (at the latest after 2 s), for code that is not
 * part of a screen's first load but is wanted soon after. Answers a cancel for an effect's cleanup.
 */
export const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no idle callback: a short delay keeps the work out of the first paint.
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
};
