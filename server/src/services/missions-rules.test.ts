import { describe, expect, it } from 'vitest';
import { missionStatus, periodOf } from './missions-rules';

const at = (iso: string) => Date.parse(iso);

describe('periodOf: the UTC day, and the week from Monday', () => {
  it.each([
    [
      'a Monday noon, daily',
      'DAILY',
      '2026-11-30T12:00:00Z',
      '2026-11-30',
      '2026-11-30T00:00:00Z',
      '2026-12-01T00:00:00Z',
    ],
    [
      'the last ms of a day, daily',
      'DAILY',
      '2026-11-30T23:59:59.999Z',
      '2026-11-30',
      '2026-11-30T00:00:00Z',
      '2026-12-01T00:00:00Z',
    ],
    [
      'midnight starts the next day',
      'DAILY',
      '2026-12-01T00:00:00Z',
      '2026-12-01',
      '2026-12-01T00:00:00Z',
      '2026-12-02T00:00:00Z',
    ],
    [
      'a Monday, weekly: its own week',
      'WEEKLY',
      '2026-11-30T08:00:00Z',
      '2026-11-30',
      '2026-11-30T00:00:00Z',
      '2026-12-07T00:00:00Z',
    ],
    [
      'a Sunday night, weekly: the week of the Monday before',
      'WEEKLY',
      '2026-12-06T23:59:59Z',
      '2026-11-30',
      '2026-11-30T00:00:00Z',
      '2026-12-07T00:00:00Z',
    ],
    [
      'a Wednesday across a month and year end',
      'WEEKLY',
      '2026-12-30T10:00:00Z',
      '2026-12-28',
      '2026-12-28T00:00:00Z',
      '2027-01-04T00:00:00Z',
    ],
    [
      'a leap day',
      'DAILY',
      '2028-02-29T05:00:00Z',
      '2028-02-29',
      '2028-02-29T00:00:00Z',
      '2028-03-01T00:00:00Z',
    ],
  ] as const)('%s', (_name, period, now, key, start, end) => {
    expect(periodOf(period, at(now))).toEqual({ key, start: at(start), end: at(end) });
  });
});

describe('missionStatus', () => {
  it.each([
    [0, 3, false, 'IN_PROGRESS'],
    [2, 3, false, 'IN_PROGRESS'],
    [3, 3, false, 'COMPLETE'],
    [5, 3, false, 'COMPLETE'],
    [3, 3, true, 'CLAIMED'],
    // A claim stays claimed even if staff raised the target since.
    [1, 3, true, 'CLAIMED'],
  ] as const)('progress %i of %i, claimed %s: %s', (progress, target, claimed, status) => {
    expect(missionStatus(progress, target, claimed)).toBe(status);
  });
});
