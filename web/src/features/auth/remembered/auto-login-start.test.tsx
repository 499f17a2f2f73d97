import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { SystemStatus } from '@app/contract/calls';
import { REMEMBERED_LOGIN_STORAGE_KEY } from '@app/contract/constants/session';
import type { SavedLogin } from '../../../lib/saved-login';
import { loginValueFixture, sessionFixture, systemStatusFixture } from '../../../test/fixtures';

const autoLogin = vi.hoisted(() => vi.fn());
vi.mock('./auto-login', () => ({ autoLogin }));
vi.mock('../../../api/call', () => ({ callApi: vi.fn() }));

const saved: SavedLogin = {
  type: 'username',
  username: 'player1',
  merchant: 'DEMO',
  password: { iv: 'aXY=', data: 'ZGF0YQ==' },
};
const value = loginValueFixture({ userName: 'player1' });
const settings = (MOBILEAUTOLOGIN3: boolean, loginCaptcha = false) =>
  systemStatusFixture({
    settings: {
      whitelabel: { MOBILEAUTOLOGIN3, PWDEXPFORCECHANGE3: false },
      captcha: { login: loginCaptcha },
    },
  });

/** A fresh start of the app: the module's "once per page load" state is new each time. */
const start = async (status: SystemStatus, opts: { signedIn?: boolean } = {}) => {
  vi.resetModules();
  const { useAppStore } = await import('../../../stores/app-store');
  const { Router } = await import('../../../lib/router');
  const { prepareAutoLogin, useAutoLogin, useAutoLoginPending } = await import('./auto-login-start');
  useAppStore.setState({
    status,
    session: opts.signedIn ? sessionFixture({ token: 'mine' }) : null,
  });
  prepareAutoLogin();
  const pendingAtStart = useAutoLoginPending.getState().pending;
  function Probe() {
    useAutoLogin();
    return null;
  }
  render(
    <Router basename="/m">
      <Probe />
    </Router>,
  );
  return { pendingAtStart, useAppStore, useAutoLoginPending };
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify(saved));
  window.history.replaceState(null, '', '/m/login');
});
afterEach(() => autoLogin.mockReset());

describe('auto login at start (§4)', () => {
  it('is pending from the first render, sends the saved login and completes the sign-in like a password login', async () => {
    autoLogin.mockResolvedValue(value);
    const { pendingAtStart, useAppStore, useAutoLoginPending } = await start(settings(true));
    expect(pendingAtStart).toBe(true);
    await waitFor(() => expect(useAutoLoginPending.getState().pending).toBe(false));
    expect(autoLogin).toHaveBeenCalledWith(saved);
    expect(useAppStore.getState().session).toMatchObject({ token: 'tok', userName: 'player1' });
    expect(window.location.pathname).toBe('/m/home');
  });

  it('a failed auto login leaves the player signed out on the login screen', async () => {
    autoLogin.mockResolvedValue(null);
    const { useAppStore, useAutoLoginPending } = await start(settings(true));
    await waitFor(() => expect(useAutoLoginPending.getState().pending).toBe(false));
    expect(useAppStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('is not tried when MOBILEAUTOLOGIN3 is off', async () => {
    const { pendingAtStart, useAutoLoginPending } = await start(settings(false));
    expect(pendingAtStart).toBe(true);
    await waitFor(() => expect(useAutoLoginPending.getState().pending).toBe(false));
    expect(autoLogin).not.toHaveBeenCalled();
  });

  it('is not tried when the login captcha is on', async () => {
    const { useAutoLoginPending } = await start(settings(true, true));
    await waitFor(() => expect(useAutoLoginPending.getState().pending).toBe(false));
    expect(autoLogin).not.toHaveBeenCalled();
  });

  it('is not even pending with a session: the login form shows at once', async () => {
    const { pendingAtStart } = await start(settings(true), { signedIn: true });
    expect(pendingAtStart).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(autoLogin).not.toHaveBeenCalled();
  });
});
