import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTO_LOGIN_STORAGE_KEY, REMEMBERED_LOGIN_STORAGE_KEY } from '@app/contract/constants/session';
import { readSavedLogin, type SavedLogin } from '../../lib/saved-login';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { loginValueFixture } from '../../test/fixtures';
import { ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { PasswordLoginForm } from './PasswordLoginForm';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

const loggedIn = ok(loginValueFixture());
const verifyRequired = {
  success: false,
  message: 'Your current IP address was not recorded.',
  errorCode: 'login_verify_required',
  value: { email: false, ga: true, sms: false, payeeName: true },
};
const saved: SavedLogin = {
  type: 'username',
  username: 'saved_player',
  merchant: 'DEMO',
  password: { iv: 'aXY=', data: 'ZGF0YQ==' },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  callApi.mockReset();
  useOverlays.setState({ overlays: [], toast: null });
});

// No forced password change; the plain captcha (not Geetest), off unless a test turns it on.
const show = (loginCaptcha = false) =>
  renderAt('/login', <PasswordLoginForm />, {
    settings: {
      whitelabel: { PWDEXPFORCECHANGE3: false, GEETEST3: false },
      captcha: { login: loginCaptcha },
    },
  });
const logIn = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};
const loginCalls = () => callApi.mock.calls.filter(([name]) => name === 'login');

describe('password login with two-factor (§4)', () => {
  it('login_verify_required opens the modal; a pass shows login_2fa_pass, continues after 0.5 s and closes', async () => {
    callApi.mockImplementation(async (name: string) => {
      if (name === 'loginVerification') return { success: true, message: null, errorCode: null, value: null };
      return loginCalls().length === 1 ? verifyRequired : loggedIn;
    });
    show();
    logIn('player', 'Secret99');
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Account name', 'Authenticator']);
    expect(useOverlays.getState().overlays).toEqual([]);

    fireEvent.change(screen.getByLabelText('Bank account holder name'), { target: { value: 'Juan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useOverlays.getState().toast?.message).toBe('Verification passed'));
    const verifiedAt = Date.now();
    expect(loginCalls()).toHaveLength(1);

    await waitFor(() => expect(loginCalls()).toHaveLength(2));
    expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(450);
    expect(loginCalls()[1]?.[1]).toMatchObject({
      username: 'player',
      password: 'Secret99',
      type: 'username',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(dialog.isConnected).toBe(false);
    expect(useAppStore.getState().session?.token).toBe('tok');
  });

  it('the login continuing a two-factor pass asks no second captcha (the server lets it through)', async () => {
    callApi.mockImplementation(async (name: string) => {
      if (name === 'captchaImage') {
        const value = {
          key: 'k1',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresAt: Date.now() + 60_000,
        };
        return { success: true, message: null, errorCode: null, value };
      }
      if (name === 'loginVerification') return { success: true, message: null, errorCode: null, value: null };
      return loginCalls().length === 1 ? verifyRequired : loggedIn;
    });
    show(true);
    fireEvent.change(await screen.findByLabelText('Captcha'), { target: { value: 'AB12' } });
    logIn('player', 'Secret99');
    await screen.findByRole('dialog', { name: "Verify it's you" });
    expect(loginCalls()[0]?.[1]).toMatchObject({ captcha: 'AB12', captchaKey: 'k1' });
    fireEvent.change(screen.getByLabelText('Bank account holder name'), { target: { value: 'Juan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(loginCalls()).toHaveLength(2));
    expect(loginCalls()[1]?.[1]).not.toHaveProperty('captcha');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it('closing the modal leaves the player on the login form, signed out', async () => {
    callApi.mockResolvedValue(verifyRequired);
    show();
    logIn('player', 'Secret99');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAppStore.getState().session).toBeNull();
  });
});

describe('remembered login on the password form', () => {
  it("fills in this merchant's remembered username with Remember me ticked", () => {
    localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify(saved));
    show();
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'saved_player');
    expect(screen.getByLabelText('Remember me')).toHaveProperty('checked', true);
  });

  it("another merchant's saved login is not offered, and Remember me starts unticked", () => {
    localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify({ ...saved, merchant: 'OTHER' }));
    show();
    expect(screen.getByLabelText('Username')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Remember me')).toHaveProperty('checked', false);
  });

  it.each(['login.cred.err', 'not.exists.user'])(
    '%s clears the saved login and turns auto login off (§8), and shows the message',
    async (errorCode) => {
      localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify(saved));
      callApi.mockResolvedValue({ success: false, message: 'Wrong.', errorCode, value: null });
      show();
      logIn('saved_player', 'Wrong99');
      await waitFor(() => expect(useOverlays.getState().overlays).toHaveLength(1));
      expect(readSavedLogin()).toBeNull();
      expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
    },
  );

  it('another failure keeps the saved login', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify(saved));
    callApi.mockResolvedValue({
      success: false,
      message: 'Too many.',
      errorCode: 'login.throttled',
      value: null,
    });
    show();
    logIn('saved_player', 'Secret99');
    await waitFor(() => expect(useOverlays.getState().overlays).toHaveLength(1));
    expect(readSavedLogin()).toEqual(saved);
  });

  it('unticked, a successful login forgets the saved login', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify(saved));
    callApi.mockResolvedValue(loggedIn);
    show();
    fireEvent.click(screen.getByLabelText('Remember me'));
    logIn('saved_player', 'Secret99');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(readSavedLogin()).toBeNull();
  });
});
