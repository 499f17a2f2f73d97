import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { beginLoginAttempt, canonicalLoginName, LOGIN_THROTTLE, throttleAccount } from './throttle';

describe('canonicalLoginName: typed text as the login lookup reads it (one counter per account, known or not)', () => {
  const rows: [rule: string, typed: string, dialingCode: string, canonical: string][] = [
    ['an international number, spaced', '+63 917 000 0888', '+63', '+639170000888'],
    ['an international number, dashed', '+63-917-000-0888', '+63', '+639170000888'],
    [
      'a national number with its trunk zero, under the merchant’s code',
      '09170000888',
      '+63',
      '+639170000888',
    ],
    ['a national number with two zeros', '009170000888', '+63', '+639170000888'],
    ['a national number without a zero, dashed', '917-000-0888', '+63', '+639170000888'],
    ['surrounding spaces', '  09170000888 ', '+63', '+639170000888'],
    ['the same national number under another merchant’s code', '09170000888', '+84', '+849170000888'],
    ['an international number keeps its own code', '+1 917 000 0888', '+63', '+19170000888'],
    ['a username, case-folded as the lookup does', ' Lock_Me ', '+63', 'lock_me'],
    ['too short to be a number: as typed', '0917', '+63', '0917'],
    ['no dialling code known: the digits as typed', '09170000888', '', '+9170000888'],
  ];
  it.each(rows)('%s', (_rule, typed, dialingCode, canonical) => {
    expect(canonicalLoginName(typed, dialingCode)).toBe(canonical);
  });
});

describe('throttleAccount', () => {
  it('keys a member by id, whatever was typed, and typed text by itself (canonicalised when counted)', () => {
    expect(throttleAccount({ id: 7 }, '0917 000 0888')).toBe('member:7');
    expect(throttleAccount(undefined, ' Nobody ')).toBe('typed:nobody');
  });
});

describe('beginLoginAttempt', () => {
  it('attack: parallel tries on one account, on connections side by side, check no more than the limit', async () => {
    // On PostgreSQL the pool runs them at once: one INSERT … SELECT each let up to 13 of 40 through.
    const db = await openTestDatabase();
    const accounts = ['member:1', 'member:2', 'member:3'];
    const begun = await Promise.all(
      accounts.flatMap((account, i) =>
        Array.from({ length: 40 }, () => beginLoginAttempt(db, 'DEMO', account, `203.0.113.${i}`, 1_000)),
      ),
    );
    for (let i = 0; i < accounts.length; i++) {
      const admitted = begun.slice(i * 40, (i + 1) * 40).filter((id) => id !== null);
      expect(admitted).toHaveLength(LOGIN_THROTTLE.maxPerAccount);
    }
    await db.destroy();
  });
});
