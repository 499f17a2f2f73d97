import type { VipGoalProgress } from '@app/contract/vip';
import { defaultVipSettings } from '@app/contract/default-vip';
import { describe, expect, it } from 'vitest';
import { goalsShare, levelState, nextLevelOf, nextSteps, readyForNext } from './vip-rules';

const goal = (kind: VipGoalProgress['kind'], current: number, target: number): VipGoalProgress => ({
  kind,
  current,
  target,
  met: current >= target,
});

describe('levelState: where a level stands for the member', () => {
  it.each([
    ['below the member’s level: reached', 1, 3, 'reached'],
    ['the member’s level: current', 3, 3, 'current'],
    ['above it: locked', 4, 3, 'locked'],
    ['level 0 for a member at level 0: current', 0, 0, 'current'],
    ['a guest: no state', 2, null, null],
  ] as const)('%s', (_rule, level, memberLevel, state) => {
    expect(levelState(level, memberLevel)).toBe(state);
  });
});

describe('nextLevelOf: the level above the member’s', () => {
  const { levels } = defaultVipSettings();
  it.each([
    ['from level 0, level 1', 0, 'Bronze'],
    ['from level 4, the top one', 4, 'Diamond'],
    ['at the top, none', 5, null],
  ] as const)('%s', (_rule, level, name) => {
    expect(nextLevelOf(levels, { level, labelName: '', next: [] })?.name ?? null).toBe(name);
  });
});

describe('nextSteps: the goals left first, with how much is left', () => {
  it('keeps the level’s order within each group; a met goal has nothing left', () => {
    const steps = nextSteps([
      goal('DAYS_REGISTERED', 40, 30),
      goal('SIGN_INS', 3, 20),
      goal('CONTACT', 1, 1),
      goal('DEPOSIT_TOTAL', 1_500_00, 5_000_00),
    ]);
    expect(steps.map((s) => [s.kind, s.remaining])).toEqual([
      ['SIGN_INS', 17],
      ['DEPOSIT_TOTAL', 3_500_00],
      ['DAYS_REGISTERED', 0],
      ['CONTACT', 0],
    ]);
  });
});

describe('goalsShare and readyForNext', () => {
  it.each([
    ['none met', [goal('SIGN_INS', 0, 3), goal('CONTACT', 0, 1)], 0, false],
    ['half met', [goal('SIGN_INS', 3, 3), goal('CONTACT', 0, 1)], 0.5, false],
    ['all met: waiting for staff', [goal('SIGN_INS', 5, 3), goal('CONTACT', 1, 1)], 1, true],
    ['the top level: nothing to meet, nothing to wait for', [], 1, false],
  ])('%s', (_rule, goals, share, ready) => {
    expect(goalsShare(goals)).toBe(share);
    expect(readyForNext(goals)).toBe(ready);
  });
});
