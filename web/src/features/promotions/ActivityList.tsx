import { lazyPart } from '../../components/lazy-part';

/**
 * Home's "Promotions": below the fold (components/BelowTheFold.tsx) and the last part of home, so a chunk of its
 * own that loads (and asks for the activities) once the first screen is up.
 */
export const ActivityList = lazyPart(async () => (await import('./ActivitySection')).ActivitySection);
