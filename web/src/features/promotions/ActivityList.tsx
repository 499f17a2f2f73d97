import { Suspense } from 'react';
import { lazyPart, useAfterFirstScreen } from '../../components/lazy-part';

const ActivitySection = lazyPart(async () => (await import('./ActivitySection')).ActivitySection);

/**
 * Home's "Promotions" (issue 11 §4). Below the fold and the last part of home, so it loads (and asks for the
 * activities) once the first screen is up, as a chunk of its own: what it becomes moves nothing else.
 */
export function ActivityList() {
  if (!useAfterFirstScreen()) return null;
  return (
    <Suspense fallback={null}>
      <ActivitySection />
    </Suspense>
  );
}
