import type { RelayResponse } from '@app/contract/relay';

export type RankProgress = RelayResponse<'MCSFE_getPlayerRankProgress'>;

/** The share of the next rank's goals met, 0 to 1; 1 at the top rank (nothing left to meet). */
export const rankShare = ({ currentProgress: p }: RankProgress): number =>
  p.totalExpectedConditions > 0 ? Math.min(1, p.completedConditions / p.totalExpectedConditions) : 1;
