import type { CallName } from '@app/contract/calls';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_CALLS, sessionAllows } from './auth-hook';

// The calls a session opened with the default password may make (the attack through HTTP:
// routes/default-password.test.ts).
describe('sessionAllows', () => {
  const cases: [CallName, boolean][] = [
    ['memberInfo', true],
    ['changePassword', true],
    ['logout', true],
    ['memberLanguage', false],
    ['relay', false],
    ['launchGame', false],
  ];
  it.each(cases)('a restricted session: %s → %s', (call, allowed) => {
    expect(sessionAllows({ passwordChangeRequired: true }, call)).toBe(allowed);
    expect(sessionAllows({ passwordChangeRequired: false }, call)).toBe(true);
  });

  it('refuses a restricted session a call it cannot name', () => {
    expect(sessionAllows({ passwordChangeRequired: true }, undefined)).toBe(false);
  });

  it('names exactly the calls of /m/changePsw', () => {
    expect([...PASSWORD_CHANGE_CALLS].sort()).toEqual(['changePassword', 'logout', 'memberInfo']);
  });
});
