/**
 * One action at a time: a call while one runs is ignored, and the lock is released `releaseMs` after the
 * running one ends (spec: login and registration lock, released 500 ms after the end).
 */
export const createSubmitLock = (releaseMs: number) => {
  let locked = false;
  return {
    isLocked: () => locked,
    /** Runs `action` unless locked; answers undefined when the call was ignored. */
    async run<T>(action: () => Promise<T>): Promise<T | undefined> {
      if (locked) return undefined;
      locked = true;
      try {
        return await action();
      } finally {
        setTimeout(() => {
          locked = false;
        }, releaseMs);
      }
    },
  };
};
