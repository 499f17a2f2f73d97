import { describe, expect, it } from 'vitest';
import { MISSION_ERROR, type MissionMetric } from '@app/contract/constants/missions';
import {
  claimFailureKey,
  claimRefreshesMissions,
  missionTitle,
  progressPercent,
  progressValues,
  timeLeft,
} from './mission-rules';

const peso = (n: number) => `₱${(n / 100).toFixed(2)}`;

describe('missionTitle: named by what it counts and its target', () => {
  it.each([
    ['DEPOSIT_AMOUNT', 500_00, 'mission_title_deposit_amount', { amount: '₱500.00' }],
    ['DEPOSIT_COUNT', 1, 'mission_title_deposit_count_one', { count: 1 }],
    ['DEPOSIT_COUNT', 3, 'mission_title_deposit_count_other', { count: 3 }],
    ['GAME_LAUNCHES', 1, 'mission_title_game_launches_one', { count: 1 }],
    ['GAME_LAUNCHES', 20, 'mission_title_game_launches_other', { count: 20 }],
    ['DAYS_SIGNED_IN', 1, 'mission_title_days_signed_in_one', { count: 1 }],
    ['DAYS_SIGNED_IN', 5, 'mission_title_days_signed_in_other', { count: 5 }],
    ['FRIENDS_INVITED', 1, 'mission_title_friends_invited_one', { count: 1 }],
    ['FRIENDS_INVITED', 2, 'mission_title_friends_invited_other', { count: 2 }],
  ] as const)('%s, target %i: %s', (metric: MissionMetric, target, key, params) => {
    expect(missionTitle({ metric, target }, peso)).toEqual({ key, params });
  });
});

describe('progress', () => {
  it.each([
    ['an amount in money', 'DEPOSIT_AMOUNT', 120_00, 500_00, { done: '₱120.00', target: '₱500.00' }],
    ['a count as a number', 'GAME_LAUNCHES', 2, 3, { done: '2', target: '3' }],
  ] as const)('progressValues: %s', (_n, metric, progress, target, values) => {
    expect(progressValues({ metric, progress, target }, peso)).toEqual(values);
  });

  it.each([
    [0, 3, 'IN_PROGRESS', 0],
    [1, 3, 'IN_PROGRESS', 33],
    [2, 3, 'IN_PROGRESS', 66],
    [3, 3, 'COMPLETE', 100],
    [499_99, 500_00, 'IN_PROGRESS', 99],
    [1, 5, 'CLAIMED', 100],
  ] as const)('progressPercent: %i of %i (%s) is %i%%', (progress, target, status, percent) => {
    expect(progressPercent({ progress, target, status })).toBe(percent);
  });
});

describe('timeLeft: days and hours, hours and minutes, or minutes, rounded up to the minute', () => {
  const H = 3_600_000;
  it.each([
    ['6 days 13 hours', 6 * 24 * H + 13 * H + 5, 'mission_resets_days', { days: 6, hours: 13 }],
    ['exactly a day', 24 * H, 'mission_resets_days', { days: 1, hours: 0 }],
    ['a minute short of a day', 24 * H - 60_000, 'mission_resets_hours', { hours: 23, minutes: 59 }],
    ['5 hours 12 minutes', 5 * H + 12 * 60_000, 'mission_resets_hours', { hours: 5, minutes: 12 }],
    ['30 seconds: a minute', 30_000, 'mission_resets_minutes', { minutes: 1 }],
    ['ended', -5_000, 'mission_resets_minutes', { minutes: 0 }],
  ] as const)('%s', (_n, left, key, params) => {
    expect(timeLeft(1_000_000 + left, 1_000_000)).toEqual({ key, params });
  });
});

describe('a refused claim', () => {
  it.each([
    [MISSION_ERROR.incomplete, 'mission_error_incomplete', true],
    [MISSION_ERROR.claimed, 'mission_error_claimed', true],
    [MISSION_ERROR.unavailable, 'mission_error_unavailable', true],
    ['request.invalid', null, false],
    [null, null, false],
  ])('%s: its text %s, the missions asked again: %s', (code, key, refresh) => {
    expect(claimFailureKey(code)).toBe(key);
    expect(claimRefreshesMissions(code)).toBe(refresh);
  });
});
