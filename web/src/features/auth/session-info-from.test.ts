// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGISTERED_MEMBER_TYPE } from '@app/contract/constants/member';
import { registeredAnswer, sessionInfoFrom } from './session-info-from';

describe('session info: id, token, merchantCode, userName, type (from customerType), firstTimeLogin', () => {
  it('comes from a login answer', () => {
    expect(
      sessionInfoFrom({ id: 7, token: 'T', userName: 'ann', customerType: 1, firstTimeLogin: false }, 'DEMO'),
    ).toEqual({ id: 7, token: 'T', merchantCode: 'DEMO', userName: 'ann', type: 1, firstTimeLogin: false });
  });

  it('registration with login: a normal member with the first-time-login flag set', () => {
    expect(sessionInfoFrom(registeredAnswer({ id: 9, userName: 'bob', token: 'R' }), 'M1')).toEqual({
      id: 9,
      token: 'R',
      merchantCode: 'M1',
      userName: 'bob',
      type: REGISTERED_MEMBER_TYPE,
      firstTimeLogin: true,
    });
  });
});
