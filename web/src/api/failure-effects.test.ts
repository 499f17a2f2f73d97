import { beforeEach, describe, expect, it } from 'vitest';
import { AUTO_LOGIN_STORAGE_KEY } from '@app/contract/constants';
import { performFailure } from './failure-effects';

beforeEach(() => localStorage.clear());

describe('performFailure: session expiry', () => {
  it('token_ip_different turns auto login off in storage (entry §8)', () => {
    performFailure({ kind: 'sessionExpired', turnAutoLoginOff: true });
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
  });

  it('token_ip_different turns auto login off also when it is no session expiry', () => {
    localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, '1');
    performFailure({ kind: 'alert', message: 'IP changed', messageKey: null, turnAutoLoginOff: true });
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
  });

  it('other session expiries leave auto login as it was', () => {
    localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, '1');
    performFailure({ kind: 'sessionExpired' });
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('1');
  });
});
