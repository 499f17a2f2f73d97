import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isPasswordChangeRequired } from '../lib/password-change-required';
import { writeSessionInfo } from '../lib/session-info';
import { AUTO_LOGIN_STORAGE_KEY } from '@app/contract/constants/session';
import { apiEvents } from './events';
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

describe('performFailure: password.change.required', () => {
  const session = {
    id: 3,
    token: 'T-DEFAULT',
    merchantCode: 'DEMO',
    userName: 'm63917',
    type: 0,
    firstTimeLogin: false,
  };

  it('marks the session as restricted to the change and shows /m/changePsw', () => {
    writeSessionInfo(session);
    window.history.replaceState(null, '', '/m/member/home');
    const followed = vi.fn();
    window.addEventListener('popstate', followed);
    performFailure({ kind: 'passwordChangeRequired' });
    window.removeEventListener('popstate', followed);
    expect(window.location.pathname + window.location.search).toBe('/m/changePsw?reason=default');
    expect(followed).toHaveBeenCalledTimes(1);
    expect(isPasswordChangeRequired('T-DEFAULT')).toBe(true);
    expect(isPasswordChangeRequired('OTHER')).toBe(false);
  });

  it('on /m/changePsw already it stays (the page’s own calls are refused too)', () => {
    writeSessionInfo(session);
    window.history.replaceState(null, '', '/m/changePsw?reason=default');
    const length = window.history.length;
    performFailure({ kind: 'passwordChangeRequired' });
    expect(window.history.length).toBe(length);
  });
});

describe('performFailure: refused by the access rule (maintenance, a blocked region or IP)', () => {
  it('asks for the status again (stores/system-status.ts follows accessRefused) and shows no alert', () => {
    const seen: string[] = [];
    const offs = (['accessRefused', 'alert', 'hideLoading'] as const).map((type) =>
      apiEvents.on(type, (e) => seen.push(e.type)),
    );
    performFailure({ kind: 'refreshStatus' });
    offs.forEach((off) => off());
    expect(seen).toEqual(['accessRefused', 'hideLoading']);
  });
});
