import type { RelayResponse } from '@app/contract/relay';
import { vipLabelId, type VipLevel } from '@app/contract/vip';
import { vipStanding, type VipFacts } from './vip';

/**
 * Player rank progress (relay MCSFE_getPlayerRankProgress). The spec names the call, not the rules, so this
 * server's design is: the member's rank is their VIP level (services/vip.ts: the rankLevel of their club label,
 * no label: rank 0, label id VIP0), and the next rank asks for the goals of the merchant's level above
 * (settings `vip.levels`, the one source the VIP benefits page reads too). Each goal counts as one of the
 * "expected conditions"; the answer says how many of them the member has met. At the top level there is
 * nothing left to meet: 0 of 0.
 */
export type RankProgress = RelayResponse<'MCSFE_getPlayerRankProgress'>;

/** The progress from the member's rank to the next one. */
export function rankProgress(levels: readonly VipLevel[], f: VipFacts): RankProgress {
  const { level, next } = vipStanding(levels, f);
  return {
    currentProgress: {
      completedConditions: next.filter((goal) => goal.met).length,
      totalExpectedConditions: next.length,
    },
    playerRankProgress: { labelId: f.labelId ?? vipLabelId(level) },
  };
}
