import { Suspense, type ReactNode } from 'react';
import { useAfterFirstScreen } from './lazy-part';

/**
 * The parts of a screen below its first screen (lazy parts, each a chunk of its own): rendered, and so loaded,
 * once the first screen is up and the browser idle, under one Suspense boundary, so that they appear together
 * and in page order. Each with a boundary of its own, a later part whose chunk came first would be pushed down
 * by an earlier one arriving after it: a layout shift on a slow phone.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  if (!useAfterFirstScreen()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
