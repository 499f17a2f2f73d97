import { INVITE_CODE_PATTERN } from '@app/contract/constants/referrals';
import { describe, expect, it } from 'vitest';
import { newInviteCode } from './referral-rules';

describe('newInviteCode', () => {
  it('is 8 unambiguous letters or digits, and differs each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newInviteCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(INVITE_CODE_PATTERN);
    expect([...codes].join('')).not.toMatch(/[01OIL]/);
  });
});
