import { lazyPart } from '../../components/lazy-part';

/**
 * Home's game lanes, after the tiles: not in home's first load. Rendered below the fold
 * (components/BelowTheFold.tsx), its chunk loads after the first screen and asks for the games
 * (GCSGAME_newGameVendor); when it cannot be fetched, home goes on without lanes.
 */
export const GameLanes = lazyPart(async () => (await import('./screens')).LanesSection);
