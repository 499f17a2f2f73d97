import { afterEach, describe, expect, it } from 'vitest';
import { firstSuccessSeen, rememberId, TRACKED_MAX } from './tracked-deposits';

afterEach(() => localStorage.clear());

describe('rememberId: the ids of tracked deposits, a bounded list that forgets the oldest', () => {
  it.each([
    [[], 'd1', 3, ['d1'], true],
    [['d1'], 'd1', 3, ['d1'], false],
    [['d1', 'd2'], 'd3', 3, ['d1', 'd2', 'd3'], true],
    [['d1', 'd2', 'd3'], 'd4', 3, ['d2', 'd3', 'd4'], true],
    [['d1', 'd2', 'd3'], 'd2', 3, ['d1', 'd2', 'd3'], false],
  ])('%j + %s (at most %i) → %j, new: %s', (ids, id, max, next, isNew) => {
    expect(rememberId(ids, id, max)).toEqual({ ids: next, isNew });
  });
});

describe('firstSuccessSeen: each deposit’s success is seen once in this browser, reloads included', () => {
  it('is true the first time only', () => {
    expect(firstSuccessSeen('d1')).toBe(true);
    expect(firstSuccessSeen('d1')).toBe(false);
    expect(firstSuccessSeen('d2')).toBe(true);
  });

  it('keeps at most TRACKED_MAX ids', () => {
    for (let i = 0; i <= TRACKED_MAX; i++) firstSuccessSeen(`d${i}`);
    expect(firstSuccessSeen(`d${TRACKED_MAX}`)).toBe(false);
    expect(firstSuccessSeen('d0')).toBe(true);
  });

  it('reads a stored list that is not a list of ids as empty', () => {
    localStorage.setItem('depositsTracked', '{"not":"a list"}');
    expect(firstSuccessSeen('d1')).toBe(true);
  });
});
