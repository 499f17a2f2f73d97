import { Suspense } from 'react';
import { lazyPart, useAfterFirstScreen } from '../../components/lazy-part';

// Its own chunk, with the later strings; when it cannot be fetched, home goes on without lanes.
const LanesSection = lazyPart(async () => (await import('./screens')).LanesSection);

/**
 * Home's game lanes (issue 12 §1), after the tiles. Not in home's first load: once the first screen is up and
 * the browser idle, the lanes' chunk loads and asks for the games (GCSGAME_newGameVendor).
 */
export function GameLanes() {
  const after = useAfterFirstScreen();
  if (!after) return null;
  return (
    <Suspense fallback={null}>
      <LanesSection />
    </Suspense>
  );
}
