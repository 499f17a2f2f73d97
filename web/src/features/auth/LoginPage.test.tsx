import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginValue } from '@app/contract/calls';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { loginValueFixture } from '../../test/fixtures';
import { ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { LoginPage } from './LoginPage';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

afterEach(() => {
  callApi.mockReset();
  useOverlays.setState({ overlays: [] });
});

const answer = (value: Partial<LoginValue>) => ok(loginValueFixture(value));

// Forced change of an expired password on, no login captcha.
const show = () =>
  renderAt('/login', <LoginPage />, {
    settings: { whitelabel: { PWDEXPFORCECHANGE3: true }, captcha: { login: false } },
  });
const submit = (password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' Player ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};
const logIn = (password: string) => {
  show();
  submit(password);
};

describe('password login', () => {
  it('sends the trimmed username with type username, stores the session and goes home', async () => {
    callApi.mockResolvedValue(answer({}));
    logIn('Secret99');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ username: 'Player', password: 'Secret99', type: 'username' }),
      expect.objectContaining({ alert: false }),
    );
    expect(useAppStore.getState().session).toMatchObject({ token: 'tok', userName: 'player', type: 0 });
  });

  it('the default password, as the server says, goes to /m/changePsw', async () => {
    callApi.mockResolvedValue(answer({ passwordIsDefault: true }));
    logIn('Mobile@123');
    await waitFor(() => expect(window.location.pathname).toBe('/m/changePsw'));
    expect(window.location.search).toBe('?reason=default');
  });

  it('an expired password with forced change on goes to /m/changePsw', async () => {
    callApi.mockResolvedValue(answer({ passwordExpired: true }));
    logIn('Secret99');
    await waitFor(() => expect(window.location.search).toBe('?reason=expired'));
  });

  it('a failure shows the server message in the Notice alert and stores no session', async () => {
    callApi.mockResolvedValue({
      success: false,
      message: 'The server says the password is wrong.',
      errorCode: 'login.cred.err',
      value: null,
    });
    logIn('Wrong999');
    await waitFor(() =>
      expect(useOverlays.getState().overlays[0]).toMatchObject({
        message: 'The server says the password is wrong.',
      }),
    );
    expect(useAppStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('a login before the merchant settings arrived waits for them to decide the route', async () => {
    show();
    const status = useAppStore.getState().status;
    act(() => useAppStore.setState({ status: null }));
    callApi.mockImplementation(async (name: string) =>
      name === 'systemStatus'
        ? { success: true, message: null, errorCode: null, value: status }
        : answer({ passwordExpired: true }),
    );
    submit('Secret99');
    await waitFor(() => expect(window.location.search).toBe('?reason=expired'));
    expect(callApi.mock.calls.map(([name]) => name)).toContain('systemStatus');
  });

  it('a network failure already reported by the request layer shows no second alert', async () => {
    callApi.mockResolvedValue({ success: false, message: null, errorCode: 'ERR_NETWORK', value: null });
    logIn('Secret99');
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    expect(useOverlays.getState().overlays).toEqual([]);
  });

  it('empty fields are marked and nothing is sent', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(callApi).not.toHaveBeenCalled();
  });
});
