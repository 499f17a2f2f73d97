import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loginValueFixture, settingsFixture } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-calls';

// The social section with the Firebase side (social-provider.ts), the private-browsing probe and the request
// layer replaced: what it asks for, in which order, and what the player sees. Each test loads the modules
// afresh, since the SDK and the private-browsing answer are kept once per page.

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../api/call', () => ({ callApi }));
const provider = vi.hoisted(() => ({
  popupSignIn: vi.fn(),
  redirectSignIn: vi.fn(),
  completeRedirectSignIn: vi.fn(),
  googleCredentialSignIn: vi.fn(),
  prepareFirebaseAuth: vi.fn(),
}));
vi.mock('./social-provider', () => provider);
const probePrivateBrowsing = vi.hoisted(() => vi.fn());
vi.mock('./private-browsing', () => ({ probePrivateBrowsing }));

const ANDROID_APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) Chrome/126.0 Mobile PlatformApp/2.5.0';
const defaultUserAgent = navigator.userAgent;

const settings = (patch: { autoRegister?: boolean; FIREBASECREATEACC3?: boolean } = {}) =>
  settingsFixture({
    whitelabel: { FIREBASECREATEACC3: patch.FIREBASECREATEACC3 ?? false, GOOGLELOGIN3: false },
    smsProvider: { firebase: true, apiKey: 'key', projectId: 'demo-p', googleWebClientId: '' },
    socialSignIn: { autoRegister: patch.autoRegister ?? false },
  });

const loginValue = loginValueFixture({ id: 9, token: 'session-token' });
const BIND = fail('bind_customer_required', '[bind_customer_required] Not linked yet.');

/** Loads the modules afresh and renders the section on /m/login; answers the stores it uses. */
async function open(s = settings()) {
  vi.resetModules();
  const [
    { SocialSignIn },
    { renderAt },
    { useAppStore },
    { useOverlays },
    { useSocialArgs },
    { authApi },
    i18n,
  ] = await Promise.all([
    import('./SocialSignIn'),
    import('../../../test/render-at'),
    import('../../../stores/app-store'),
    import('../../../stores/overlays'),
    import('./social-args'),
    import('../api'),
    import('../../../test/i18n'),
  ]);
  // The fresh modules include a fresh translation store.
  await i18n.initTestI18n();
  renderAt('/login', <SocialSignIn settings={s} />, { settings: s });
  // The buttons wait for the SDK and the private-browsing answer.
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Google' }) as HTMLButtonElement).disabled).toBe(false),
  );
  return { useAppStore, useOverlays, useSocialArgs, authApi };
}

beforeEach(() => {
  probePrivateBrowsing.mockResolvedValue(false);
  provider.popupSignIn.mockResolvedValue('firebase-id-token');
});
afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'userAgent', { value: defaultUserAgent, configurable: true });
  delete (window as { PlatformApp?: unknown }).PlatformApp;
});

describe('social sign-in', () => {
  it('opens the popup within the tap and exchanges the id token (login type firebase); goes home', async () => {
    const { useAppStore } = await open();
    callApi.mockResolvedValue(ok(loginValue));
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    // Called synchronously in the click: a popup opened later would be blocked.
    expect(provider.popupSignIn).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 'demo-p' }),
      'google',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenCalledWith(
      'socialLogin',
      expect.objectContaining({
        type: 'firebase',
        firebaseChannel: 'google',
        firebaseIdToken: 'firebase-id-token',
        username: '',
        password: '',
        // The device facts go with every login type, as with the password login.
        loginDeviceId: expect.stringMatching(/^[0-9a-f]{32}$/),
        isOfficialAppLogin: false,
      }),
      expect.objectContaining({ alert: false }),
    );
    expect(useAppStore.getState().session).toMatchObject({ token: 'session-token', userName: 'player' });
  });

  it('shows the four buttons, each named by its provider', async () => {
    await open();
    for (const name of ['Google', 'Facebook', 'Twitter', 'LINE']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('bind_customer_required in the auto-register mode registers automatically', async () => {
    await open(settings({ autoRegister: true }));
    callApi.mockResolvedValueOnce(BIND).mockResolvedValueOnce(ok(loginValue));
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenLastCalledWith(
      'socialRegister',
      {
        firebaseChannel: 'facebook',
        firebaseIdToken: 'firebase-id-token',
        login: true,
        smsTemplate: 'REGISTER',
      },
      expect.objectContaining({ alert: false }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("otherwise the login-choice dialog, message without bracketed text; 'register new' with FIREBASECREATEACC3", async () => {
    await open(settings({ FIREBASECREATEACC3: true }));
    callApi.mockResolvedValueOnce(BIND);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Not linked yet.');
    expect(dialog.textContent).not.toContain('[');
    // The dialog moves focus once it has mounted (the modal primitive's effect), not with its first render.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in to existing account' })),
    );
    callApi.mockResolvedValueOnce(ok(loginValue));
    fireEvent.click(screen.getByRole('button', { name: 'Register new account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenLastCalledWith('socialRegister', expect.anything(), expect.anything());
  });

  it("without FIREBASECREATEACC3 only 'log in to existing account': the identity rides along with the password login", async () => {
    const { useSocialArgs, authApi } = await open();
    callApi.mockResolvedValueOnce(BIND);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: 'Register new account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to existing account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('link your Google sign-in');
    expect(useSocialArgs.getState().args).toEqual({
      firebaseChannel: 'google',
      firebaseIdToken: 'firebase-id-token',
    });

    callApi.mockResolvedValueOnce(ok(loginValue));
    await authApi.login({ username: 'player', password: 'Secret99', type: 'username' }, undefined);
    expect(callApi).toHaveBeenLastCalledWith(
      'login',
      expect.objectContaining({
        type: 'username',
        firebaseChannel: 'google',
        firebaseIdToken: 'firebase-id-token',
      }),
      expect.anything(),
    );
  });

  it('the pending identity can be dropped; a refused identity is dropped by the password login', async () => {
    const { useSocialArgs, authApi } = await open();
    callApi.mockResolvedValueOnce(BIND);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to existing account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useSocialArgs.getState().args).toBeNull();

    useSocialArgs.setState({ args: { firebaseChannel: 'google', firebaseIdToken: 'expired' } });
    callApi.mockResolvedValueOnce(fail('firebase.token.invalid', 'Please sign in again.'));
    await authApi.login({ username: 'player', password: 'Secret99', type: 'username' }, undefined);
    expect(useSocialArgs.getState().args).toBeNull();
  });

  it('other errors reset the stored social arguments and alert', async () => {
    const { useOverlays, useSocialArgs } = await open();
    callApi.mockResolvedValueOnce(fail('firebase.token.invalid', 'The sign-in could not be verified.'));
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() =>
      expect(useOverlays.getState().overlays[0]).toMatchObject({
        message: 'The sign-in could not be verified.',
      }),
    );
    expect(useSocialArgs.getState().args).toBeNull();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('a popup the player closes is no error', async () => {
    const { useOverlays } = await open();
    provider.popupSignIn.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Google' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(useOverlays.getState().overlays).toEqual([]);
    expect(callApi).not.toHaveBeenCalledWith('socialLogin', expect.anything(), expect.anything());
  });

  it('another provider failure alerts with its code', async () => {
    const { useOverlays } = await open();
    provider.popupSignIn.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/internal-error' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() =>
      expect(useOverlays.getState().overlays[0]).toMatchObject({
        message: expect.stringContaining('auth/internal-error'),
      }),
    );
  });

  it("is refused in private browsing with 'not_support_incognito' for 1.5 s", async () => {
    probePrivateBrowsing.mockResolvedValue(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { useOverlays } = await open();
      fireEvent.click(screen.getByRole('button', { name: 'Google' }));
      expect(provider.popupSignIn).not.toHaveBeenCalled();
      expect(useOverlays.getState().toast?.message).toBe(
        'Social sign-in is not supported in private browsing.',
      );
      act(() => vi.advanceTimersByTime(1_499));
      expect(useOverlays.getState().toast).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(useOverlays.getState().toast).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("twitter in the Android app without the native bridge shows 'coming_soon'", async () => {
    Object.defineProperty(navigator, 'userAgent', { value: ANDROID_APP_UA, configurable: true });
    const { useOverlays, useAppStore } = await open();
    useAppStore.setState({ device: 'APP' });
    fireEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    expect(useOverlays.getState().toast?.message).toBe('Coming soon');
    expect(provider.popupSignIn).not.toHaveBeenCalled();
  });

  it('in the app with its bridge, the app signs in and answers the id token', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: ANDROID_APP_UA, configurable: true });
    const firebaseSignIn = vi.fn();
    (window as { PlatformApp?: unknown }).PlatformApp = { firebaseSignIn };
    const { useAppStore } = await open();
    useAppStore.setState({ device: 'APP' });
    callApi.mockResolvedValue(ok(loginValue));
    fireEvent.click(screen.getByRole('button', { name: 'LINE' }));
    expect(firebaseSignIn).toHaveBeenCalledWith('line');
    const answer = (window as { onFirebaseSignIn?: (r: object) => void }).onFirebaseSignIn;
    answer?.({ channel: 'line', idToken: 'native-token' });
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenCalledWith(
      'socialLogin',
      expect.objectContaining({ firebaseChannel: 'line', firebaseIdToken: 'native-token' }),
      expect.anything(),
    );
    expect(provider.popupSignIn).not.toHaveBeenCalled();
  });

  it('iOS 12 signs in by redirect, with the session marker', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 Version/12.1 Mobile Safari/604.1',
      configurable: true,
    });
    provider.redirectSignIn.mockReturnValue(new Promise(() => {}));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(provider.redirectSignIn).toHaveBeenCalledWith(expect.anything(), 'google'));
    expect(sessionStorage.getItem('socialRedirect')).toBe('google');
    expect(provider.popupSignIn).not.toHaveBeenCalled();
  });

  it('a redirect sign-in under way (the session marker) completes when the screen opens', async () => {
    sessionStorage.setItem('socialRedirect', 'google');
    provider.completeRedirectSignIn.mockResolvedValue('redirect-token');
    callApi.mockResolvedValue(ok(loginValue));
    await open();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenCalledWith(
      'socialLogin',
      expect.objectContaining({ firebaseChannel: 'google', firebaseIdToken: 'redirect-token' }),
      expect.anything(),
    );
    expect(sessionStorage.getItem('socialRedirect')).toBeNull();
  });
});
