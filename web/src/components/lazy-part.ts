import { lazy, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle';

const Nothing = () => null;

/**
 * A part of a screen that is not needed for its first paint, as a chunk of its own. When it cannot be fetched,
 * home goes on without it.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (part) => ({ default: part }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );

/** True once the first screen is up and the browser idle: a lazy part renders (and so loads) only then. */
export const useAfterFirstScreen = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => whenIdle(() => setAfter(true)), []);
  return after;
};
