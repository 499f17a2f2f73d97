import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
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

/**
 * True once the first screen is up and the browser idle: a lazy part renders (and so loads) only then. As a
 * transition, so React renders the parts in slices that a tap can come between: in one piece, home's took one
 * 70 ms task on this machine (each lazy part's import() writes its chunk's preload links as it renders).
 */
export const useAfterFirstScreen = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setAfter(true))), []);
  return after;
};
