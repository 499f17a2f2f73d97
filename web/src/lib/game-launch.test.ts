// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLottery, lotteryVariant } from './game-launch';

describe('lottery variants by account type; either one is a lottery (signed-in §4)', () => {
  it.each<[string | undefined, 'VN' | 'SEA' | null]>([
    ['LOTT', 'VN'],
    ['lott', 'VN'],
    ['SEA_LOTT', 'SEA'],
    ['RNG', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (type, variant) => {
    expect(lotteryVariant(type)).toBe(variant);
    expect(isLottery({ gameType: type })).toBe(variant !== null);
  });
});
