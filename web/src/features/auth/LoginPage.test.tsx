import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SystemStatus } from '@app/contract/calls';
import { Router } from '../../lib/router';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { initTestI18n } from '../../test/i18n';
import { LoginPage } from './LoginPage';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

beforeAll(async () => {
  await initTestI18n();
  window.scrollTo = () => {};
  useAppStore.setState({
    status: {
      settings: {
        whitelabel: { PWDEXPFORCECHANGE3: true },
        theme: { primaryColor: '#d0341f' },
        captcha: { login: false, register: false, sms: false },
      },
    } as unknown as SystemStatus,
  });
});
afterEach(() => {
  cleanup();
  callApi.mockReset();
  useAppStore.setState({ session: null });
  useOverlays.setState({ overlays: [] });
});

const answer = (value: object) => ({
  success: true,
  message: null,
  errorCode: null,
  value: {
    id: 7,
    token: 'tok',
    userName: 'player',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    passwordIsDefault: false,
    ...value,
  },
});

const logIn = async (password: string) => {
  window.history.replaceState(null, '', '/m/login');
  render(
    <Router basename="/m">
      <LoginPage />
    </Router>,
  );
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' Player ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('password login', () => {
  it('sends the trimmed username with type username, stores the session and goes home', async () => {
    callApi.mockResolvedValue(answer({}));
    await logIn('Secret99');
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
    await logIn('Mobile@123');
    await waitFor(() => expect(window.location.pathname).toBe('/m/changePsw'));
    expect(window.location.search).toBe('?reason=default');
  });

  it('an expired password with forced change on goes to /m/changePsw', async () => {
    callApi.mockResolvedValue(answer({ passwordExpired: true }));
    await logIn('Secret99');
    await waitFor(() => expect(window.location.search).toBe('?reason=expired'));
  });

  it('a failure shows the server message in the Notice alert and stores no session', async () => {
    callApi.mockResolvedValue({
      success: false,
      message: 'The server says the password is wrong.',
      errorCode: 'login.cred.err',
      value: null,
    });
    await logIn('Wrong999');
    await waitFor(() =>
      expect(useOverlays.getState().overlays[0]).toMatchObject({
        message: 'The server says the password is wrong.',
      }),
    );
    expect(useAppStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('a login before the merchant settings arrived waits for them to decide the route', async () => {
    const status = useAppStore.getState().status;
    useAppStore.setState({ status: null });
    callApi.mockImplementation(async (name: string) =>
      name === 'systemStatus'
        ? { success: true, message: null, errorCode: null, value: status }
        : answer({ passwordExpired: true }),
    );
    await logIn('Secret99');
    await waitFor(() => expect(window.location.search).toBe('?reason=expired'));
    expect(callApi).toHaveBeenCalledWith('systemStatus', expect.anything());
  });

  it('a network failure already reported by the request layer shows no second alert', async () => {
    callApi.mockResolvedValue({ success: false, message: null, errorCode: 'ERR_NETWORK', value: null });
    await logIn('Secret99');
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    expect(useOverlays.getState().overlays).toEqual([]);
  });

  it('empty fields are marked and nothing is sent', async () => {
    window.history.replaceState(null, '', '/m/login');
    render(
      <Router basename="/m">
        <LoginPage />
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(callApi).not.toHaveBeenCalled();
  });
});
