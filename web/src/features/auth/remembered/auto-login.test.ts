// Runs in a process of its own (web/vitest.config.ts): WebCrypto keys made in one realm and used in another.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedLogin } from '../../../lib/saved-login';
import { readAutoLoginFlag, readSavedLogin } from '../../../lib/saved-login';
import { loginValueFixture } from '../../../test/fixtures';
import { autoLogin } from './auto-login';
import type { KeyStore } from './device-key';
import { rememberLogin } from './remembered-login';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../api/call', () => ({ callApi }));

const value = loginValueFixture({ userName: 'player1' });

let store: KeyStore;
let saved: SavedLogin;
beforeEach(async () => {
  localStorage.clear();
  let key: CryptoKey | undefined;
  store = {
    get: async () => key,
    add: async (k) => {
      key = k;
    },
  };
  await rememberLogin({ username: 'player1', password: 'Secret99', type: 'username' }, store);
  saved = readSavedLogin()!;
});
afterEach(() => callApi.mockReset());

describe('auto login sends the saved login', () => {
  it('as a password login (type username) with the opened password, and answers the login value', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value });
    expect(await autoLogin(saved, store)).toEqual(value);
    expect(callApi).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ username: 'player1', password: 'Secret99', type: 'username' }),
      expect.objectContaining({ alert: false }),
    );
    expect(readSavedLogin()).toEqual(saved);
  });

  it.each(['login.cred.err', 'not.exists.user'])(
    '%s clears the saved login and turns auto login off (§4)',
    async (errorCode) => {
      callApi.mockResolvedValue({ success: false, message: 'no', errorCode, value: null });
      expect(await autoLogin(saved, store)).toBeNull();
      expect(readSavedLogin()).toBeNull();
      expect(readAutoLoginFlag()).toBe('0');
    },
  );

  it('another failure (throttled, two-factor, network) keeps it for the next start', async () => {
    callApi.mockResolvedValue({ success: false, message: 'wait', errorCode: 'login.throttled', value: null });
    expect(await autoLogin(saved, store)).toBeNull();
    expect(readSavedLogin()).toEqual(saved);
    expect(readAutoLoginFlag()).toBe('1');
  });

  it('a saved login this browser cannot open (its key is gone) is forgotten, and nothing is sent', async () => {
    const empty: KeyStore = { get: async () => undefined, add: async () => {} };
    expect(await autoLogin(saved, empty)).toBeNull();
    expect(readSavedLogin()).toBeNull();
    expect(callApi).not.toHaveBeenCalled();
  });
});
