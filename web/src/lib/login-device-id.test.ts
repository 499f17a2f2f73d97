import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_DEVICE_ID_STORAGE_KEY } from '@app/contract/constants/sign-in';
import { loginDeviceId, newDeviceId } from './login-device-id';

describe('loginDeviceId: one id per browser, kept in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('is made once and then read back', () => {
    const id = loginDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(LOGIN_DEVICE_ID_STORAGE_KEY)).toBe(id);
    expect(loginDeviceId()).toBe(id);
  });

  it('keeps an id stored earlier', () => {
    localStorage.setItem(LOGIN_DEVICE_ID_STORAGE_KEY, 'earlier');
    expect(loginDeviceId()).toBe('earlier');
  });

  it('makes different ids', () => {
    expect(newDeviceId()).not.toBe(newDeviceId());
  });
});
