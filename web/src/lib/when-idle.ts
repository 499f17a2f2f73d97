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

/**
 * Runs each of `works` in a task of its own, in order: work started together made one long task (the starts after
 * the first screen took 98 ms on a fast machine, each import() writing its chunk's preload links), and a tap waits
 * behind a long task. A message to itself ends each task: no timer, so a paused or slowed clock delays nothing.
 */
export const oneTaskEach = (works: ReadonlyArray<() => void>): void => {
  const { port1, port2 } = new MessageChannel();
  let next = 0;
  port1.onmessage = () => {
    const work = works[next++];
    if (!work) return port1.close();
    port2.postMessage(null);
    work();
  };
  port2.postMessage(null);
};
