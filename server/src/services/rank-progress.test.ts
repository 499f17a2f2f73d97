import { describe, expect, it } from 'vitest';
import { RANK_LADDER, rankProgress, type RankFacts } from './rank-progress';

const base: RankFacts = {
  rankLevel: 0,
  labelId: 'VIP0',
  daysSinceRegistration: 0,
  signIns: 0,
  hasContact: false,
};

describe('rankProgress: the goals of the next rank that the member has met', () => {
  it.each([
    {
      rule: 'a new member without a contact meets only the days goal of rank 1 (it asks for none)',
      facts: {},
      done: 1,
      total: 3,
    },
    { rule: 'enough sign-ins for rank 1 meet one goal', facts: { signIns: 3 }, done: 2, total: 3 },
    {
      rule: 'sign-ins and a contact meet all of rank 1',
      facts: { signIns: 3, hasContact: true },
      done: 3,
      total: 3,
    },
    {
      rule: 'rank 1 works toward rank 2: 30 days, 20 sign-ins, a contact',
      facts: { rankLevel: 1, labelId: 'VIP1', daysSinceRegistration: 29, signIns: 20, hasContact: true },
      done: 2,
      total: 3,
    },
    {
      rule: 'at the top of the ladder there is nothing left to meet',
      facts: { rankLevel: 5, labelId: 'VIP5', signIns: 1000, hasContact: true },
      done: 0,
      total: 0,
    },
  ])('$rule', ({ facts, done, total }) => {
    const f = { ...base, ...facts };
    expect(rankProgress(f)).toEqual({
      currentProgress: { completedConditions: done, totalExpectedConditions: total },
      playerRankProgress: { labelId: f.labelId },
    });
  });

  it('every rank below the top has a next step', () => {
    for (let level = 0; level < 5; level++) expect(RANK_LADDER[level + 1]).toBeDefined();
  });
});
