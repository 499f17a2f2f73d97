import { defaultVipSettings } from '@app/contract/default-vip';
import { describe, expect, it } from 'vitest';
import { rankProgress } from './rank-progress';
import type { VipFacts } from './vip';

const { levels } = defaultVipSettings();
const base: VipFacts = {
  rankLevel: 0,
  labelName: null,
  labelId: null,
  daysSinceRegistration: 0,
  signIns: 0,
  hasContact: false,
  depositTotal: 0,
};

describe("rankProgress: the goals of the next rank (the merchant's VIP level above) that the member has met", () => {
  it.each([
    {
      rule: 'a new member without a label works toward level 1 (3 sign-ins, a contact), label id VIP0',
      facts: {},
      done: 0,
      total: 2,
      labelId: 'VIP0',
    },
    {
      rule: 'enough sign-ins for level 1 meet one goal',
      facts: { signIns: 3 },
      done: 1,
      total: 2,
      labelId: 'VIP0',
    },
    {
      rule: 'sign-ins and a contact meet all of level 1',
      facts: { signIns: 3, hasContact: true },
      done: 2,
      total: 2,
      labelId: 'VIP0',
    },
    {
      rule: 'level 1 works toward level 2: 30 days, 20 sign-ins, a contact, ₱5,000 deposited',
      facts: {
        rankLevel: 1,
        labelId: 'VIP1',
        daysSinceRegistration: 29,
        signIns: 20,
        hasContact: true,
        depositTotal: 5_000_00,
      },
      done: 3,
      total: 4,
      labelId: 'VIP1',
    },
    {
      rule: 'one centavo short of the deposits goal does not meet it',
      facts: { rankLevel: 1, labelId: 'VIP1', daysSinceRegistration: 30, depositTotal: 4_999_99 },
      done: 1,
      total: 4,
      labelId: 'VIP1',
    },
    {
      rule: 'at the top level there is nothing left to meet',
      facts: { rankLevel: 5, labelId: 'VIP5', signIns: 1000, hasContact: true },
      done: 0,
      total: 0,
      labelId: 'VIP5',
    },
    {
      rule: "a label above the merchant's top level counts as the top, its own id kept",
      facts: { rankLevel: 9, labelId: 'LEGEND' },
      done: 0,
      total: 0,
      labelId: 'LEGEND',
    },
  ])('$rule', ({ facts, done, total, labelId }) => {
    expect(rankProgress(levels, { ...base, ...facts })).toEqual({
      currentProgress: { completedConditions: done, totalExpectedConditions: total },
      playerRankProgress: { labelId },
    });
  });

  it('every level below the top has goals toward it', () => {
    for (const level of levels.slice(1)) expect(level.goals.length).toBeGreaterThan(0);
  });
});
