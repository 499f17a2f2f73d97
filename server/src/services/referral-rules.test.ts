import { INVITE_CODE_PATTERN } from '@app/contract/constants/referrals';
import { describe, expect, it } from 'vitest';
import { maskedName, newInviteCode } from './referral-rules';

describe('maskedName', () => {
  it.each([
    ['player42', 'pl****42'],
    ['abcdef', 'ab***ef'],
    ['abcde', 'a***e'],
    ['abc', 'a***c'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['+639171234567', '+6*********67'],
    ['玩家一号玩家', '玩家***玩家'],
  ])('%s → %s', (name, masked) => {
    expect(maskedName(name)).toBe(masked);
  });
});

describe('newInviteCode', () => {
  it('is 8 unambiguous letters or digits, and differs each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newInviteCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(INVITE_CODE_PATTERN);
    expect([...codes].join('')).not.toMatch(/[01OIL]/);
  });
});
