import type { VipGoalProgress, VipLevel, VipStanding } from '@app/contract/vip';

/** Where a level stands for the member (chosen): below theirs reached, theirs current, above locked. */
export type LevelState = 'reached' | 'current' | 'locked';

/** A guest has no level: every level is shown without a state (null). */
export const levelState = (level: number, memberLevel: number | null): LevelState | null =>
  memberLevel === null
    ? null
    : level < memberLevel
      ? 'reached'
      : level === memberLevel
        ? 'current'
        : 'locked';

/** The level above the member's, none at the top. */
export const nextLevelOf = (levels: readonly VipLevel[], standing: VipStanding): VipLevel | null =>
  levels[standing.level + 1] ?? null;

/** A goal of the next level as a step: how much is left (0 once met). */
export interface NextStep extends VipGoalProgress {
  remaining: number;
}

/** The goals of the next level as steps, those still to do first (each group in the level's order). */
export const nextSteps = (goals: readonly VipGoalProgress[]): NextStep[] =>
  [...goals.filter((g) => !g.met), ...goals.filter((g) => g.met)].map((g) => ({
    ...g,
    remaining: Math.max(0, g.target - g.current),
  }));

/** The share of the next level's goals met, 0 to 1; 1 at the top level (nothing left to meet). */
export const goalsShare = (goals: readonly VipGoalProgress[]): number =>
  goals.length === 0 ? 1 : goals.filter((g) => g.met).length / goals.length;

/** Every goal of the next level met: the member waits for staff's promotion (chosen: staff promote). */
export const readyForNext = (goals: readonly VipGoalProgress[]): boolean =>
  goals.length > 0 && goals.every((g) => g.met);
