import { describe, expect, it } from 'vitest';
import {
  checkInDays,
  checkInToday,
  lockedPart,
  lockProgress,
  periodBefore,
  periodOf,
  rebateOf,
  rebatePeriods,
  withdrawableBalance,
  type Lock,
} from './reward-rules';

const AMOUNTS: [number, number, number, number, number, number, number] = [5, 5, 10, 10, 15, 20, 50];

describe('periodOf: the UTC day of a moment', () => {
  it.each([
    [Date.UTC(2026, 10, 30, 0, 0, 0), '2026-11-30'],
    [Date.UTC(2026, 10, 30, 23, 59, 59, 999), '2026-11-30'],
    [Date.UTC(2026, 11, 1, 0, 0, 0, 1), '2026-12-01'],
  ])('%d → %s', (now, period) => expect(periodOf(now)).toBe(period));

  it('counts days back across months and years', () => {
    expect(periodBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(periodBefore('2027-01-01', 2)).toBe('2026-12-30');
  });
});

describe('checkInToday: the streak', () => {
  const today = '2026-11-30';
  it.each([
    ['no check-in yet: day 1', null, { day: 1, claimed: false }],
    ['yesterday day 3: day 4 today', { period: '2026-11-29', streakDay: 3 }, { day: 4, claimed: false }],
    ['a missed day restarts at day 1', { period: '2026-11-28', streakDay: 3 }, { day: 1, claimed: false }],
    ['after day 7 it restarts at day 1', { period: '2026-11-29', streakDay: 7 }, { day: 1, claimed: false }],
    ['claimed today: that day, claimed', { period: '2026-11-30', streakDay: 5 }, { day: 5, claimed: true }],
  ])('%s', (_rule, last, expected) => expect(checkInToday(last, today)).toEqual(expected));
});

describe('checkInDays: the 7 days as the centre shows them', () => {
  const states = (day: number, claimed: boolean) =>
    checkInDays(AMOUNTS, { day, claimed }).map((d) => d.state);
  it.each([
    ['day 1 to claim', 1, false, ['TODAY', 'LATER', 'LATER', 'LATER', 'LATER', 'LATER', 'LATER']],
    ['day 4 to claim', 4, false, ['CLAIMED', 'CLAIMED', 'CLAIMED', 'TODAY', 'LATER', 'LATER', 'LATER']],
    ['day 4 claimed', 4, true, ['CLAIMED', 'CLAIMED', 'CLAIMED', 'CLAIMED', 'LATER', 'LATER', 'LATER']],
    ['day 7 claimed', 7, true, ['CLAIMED', 'CLAIMED', 'CLAIMED', 'CLAIMED', 'CLAIMED', 'CLAIMED', 'CLAIMED']],
  ])('%s', (_rule, day, claimed, expected) => expect(states(day, claimed)).toEqual(expected));

  it("carries each day's amount", () => {
    expect(checkInDays(AMOUNTS, { day: 1, claimed: false }).map((d) => d.amount)).toEqual(AMOUNTS);
  });
});

describe('rebates', () => {
  it.each([
    [100_000_00, 50, 500_00],
    [199, 50, 0],
    [200, 50, 1],
    [12_345, 75, 92],
    [1_000_00, 0, 0],
  ])('rebateOf(%d, %d bp) = %d, rounded down', (turnover, bp, expected) =>
    expect(rebateOf(turnover, bp)).toBe(expected),
  );

  it('yesterday back to rebateDays days ago, newest first', () => {
    expect(rebatePeriods('2026-12-01', 3)).toEqual(['2026-11-30', '2026-11-29', '2026-11-28']);
    expect(rebatePeriods('2026-12-01', 1)).toEqual(['2026-11-30']);
  });
});

describe('lockProgress: bets count towards the oldest open lock that began before them', () => {
  const lock = (id: number, createdAt: number, required: number, amount = 10): Lock => ({
    id,
    createdAt,
    required,
    amount,
  });
  /** Bets at moments: the turnover of [from, to). */
  const bets =
    (...list: [at: number, amount: number][]) =>
    (from: number, to: number) =>
      list.reduce((sum, [at, amount]) => (at >= from && at < to ? sum + amount : sum), 0);
  const progress = (locks: Lock[], turnover: (from: number, to: number) => number) =>
    lockProgress(locks, turnover).map((p) => [p.id, p.played, p.met]);

  it.each([
    ['no bets: nothing played', [lock(1, 100, 400)], bets(), [[1, 0, false]]],
    ['a bet before the lock does not count', [lock(1, 100, 400)], bets([99, 400]), [[1, 0, false]]],
    ['a bet at its start counts', [lock(1, 100, 400)], bets([100, 400]), [[1, 400, true]]],
    [
      'bets add up and stop at the requirement',
      [lock(1, 100, 400)],
      bets([150, 300], [200, 300]),
      [[1, 400, true]],
    ],
    [
      'one bet never meets two locks: the oldest first',
      [lock(1, 100, 400), lock(2, 110, 400)],
      bets([200, 400]),
      [
        [1, 400, true],
        [2, 0, false],
      ],
    ],
    [
      'what passes the oldest goes to the next',
      [lock(1, 100, 400), lock(2, 110, 400)],
      bets([200, 500]),
      [
        [1, 400, true],
        [2, 100, false],
      ],
    ],
    [
      'a bet before the second lock counts for the first only',
      [lock(1, 100, 400), lock(2, 300, 400)],
      bets([200, 1000], [400, 400]),
      [
        [1, 400, true],
        [2, 400, true],
      ],
    ],
    [
      'a met lock leaves the later bets to the newer one',
      [lock(2, 300, 100), lock(1, 100, 100)],
      bets([150, 100], [350, 50]),
      [
        [1, 100, true],
        [2, 50, false],
      ],
    ],
  ])('%s', (_rule, locks, turnover, expected) => expect(progress(locks, turnover)).toEqual(expected));
});

describe('lockedPart and withdrawableBalance: the balance less what unmet locks hold', () => {
  const p = (amount: number, required: number, played: number) => ({
    id: 1,
    createdAt: 0,
    amount,
    required,
    played,
    met: played >= required,
  });
  it.each([
    ['no locks: all of it', [], 1_000_00, { locked: 0, toPlay: 0 }, 1_000_00],
    [
      'an unmet lock holds its amount',
      [p(50_00, 400_00, 0)],
      1_000_00,
      { locked: 50_00, toPlay: 400_00 },
      950_00,
    ],
    [
      'played in part: the rest to play',
      [p(50_00, 400_00, 150_00)],
      1_000_00,
      { locked: 50_00, toPlay: 250_00 },
      950_00,
    ],
    ['a met lock holds nothing', [p(50_00, 400_00, 400_00)], 1_000_00, { locked: 0, toPlay: 0 }, 1_000_00],
    [
      'two unmet locks add up',
      [p(50_00, 400_00, 0), p(10_00, 10_00, 5_00)],
      1_000_00,
      { locked: 60_00, toPlay: 405_00 },
      940_00,
    ],
    ['never more than the balance', [p(50_00, 400_00, 0)], 20_00, { locked: 20_00, toPlay: 400_00 }, 0],
  ])('%s', (_rule, locks, balance, part, withdrawable) => {
    expect(lockedPart(locks, balance)).toEqual(part);
    expect(withdrawableBalance(balance, part.locked)).toBe(withdrawable);
  });
});
