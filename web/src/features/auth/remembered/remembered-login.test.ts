// Runs in a process of its own (web/vitest.config.ts): WebCrypto keys made in one realm and used in another.
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginRequest } from '@app/contract/calls';
import { REMEMBERED_LOGIN_STORAGE_KEY } from '@app/contract/constants/session';
import { readAutoLoginFlag, readSavedLogin, type SavedLogin } from '../../../lib/saved-login';
import type { KeyStore } from './device-key';
import { openSavedLogin, rememberedLoginOf, rememberLogin } from './remembered-login';

/** The IndexedDB store's behaviour (one key, add refuses a second) on a variable. */
const memoryKeyStore = (): KeyStore & { key?: CryptoKey } => {
  const store: KeyStore & { key?: CryptoKey } = {
    get: async () => store.key,
    add: async (key) => {
      if (store.key) throw new Error('ConstraintError');
      store.key = key;
    },
  };
  return store;
};

const request: LoginRequest = {
  username: 'player1',
  password: 'Secret99',
  type: 'username',
  firebaseChannel: 'google',
  firebaseIdToken: 'id-token',
  geetestChallenge: 'c',
  geetestSeccode: 's',
  geetestValidateV4: 'v4',
  captcha: '1234',
};

beforeEach(() => localStorage.clear());

describe('§3 Remembered login: type, username, password, merchant', () => {
  it('social and captcha fields are removed before saving', () => {
    expect(rememberedLoginOf(request, 'DEMO')).toEqual({
      type: 'username',
      username: 'player1',
      password: 'Secret99',
      merchant: 'DEMO',
    });
  });

  it('an SMS login is remembered with its type', () => {
    expect(
      rememberedLoginOf({ username: '+639170000001', password: '123456', type: 'sms' }, 'DEMO'),
    ).toMatchObject({ type: 'sms' });
  });

  it('a social login (type firebase) is not remembered', () => {
    expect(rememberedLoginOf({ ...request, type: 'firebase' }, 'DEMO')).toBeNull();
  });
});

describe('beyond the spec: the saved password is sealed with a non-extractable device key', () => {
  it('stores no readable password, turns auto login on, and opens again with the same key', async () => {
    const store = memoryKeyStore();
    expect(await rememberLogin(request, store)).toBe(true);
    const raw = localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('Secret99');
    expect(raw).not.toContain(btoa('Secret99'));
    expect(raw).not.toMatch(/captcha|geetest|firebase/);
    expect(readAutoLoginFlag()).toBe('1');
    const saved = readSavedLogin()!;
    expect(saved).toMatchObject({ type: 'username', username: 'player1', merchant: 'DEMO' });
    expect(await openSavedLogin(saved, store)).toEqual({
      type: 'username',
      username: 'player1',
      password: 'Secret99',
      merchant: 'DEMO',
    });
  });

  it('the key cannot be exported', async () => {
    const store = memoryKeyStore();
    await rememberLogin(request, store);
    expect(store.key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', store.key!)).rejects.toThrow();
  });

  it('each save uses a new IV, so the same password never gives the same record', async () => {
    const store = memoryKeyStore();
    await rememberLogin(request, store);
    const first = readSavedLogin()!.password;
    await rememberLogin(request, store);
    expect(readSavedLogin()!.password.iv).not.toBe(first.iv);
    expect(readSavedLogin()!.password.data).not.toBe(first.data);
  });

  it('another browser (another key) or a lost key cannot open it', async () => {
    await rememberLogin(request, memoryKeyStore());
    const saved = readSavedLogin()!;
    const other = memoryKeyStore();
    await rememberLogin({ ...request, username: 'someone' }, other);
    expect(await openSavedLogin(saved, other)).toBeNull();
    expect(await openSavedLogin(saved, memoryKeyStore())).toBeNull();
  });

  it('the sealed password only opens with its own username, type and merchant', async () => {
    const store = memoryKeyStore();
    await rememberLogin(request, store);
    const saved = readSavedLogin()!;
    const moved: SavedLogin = { ...saved, username: 'attacker' };
    expect(await openSavedLogin(moved, store)).toBeNull();
  });

  it('where no key can be kept, nothing is saved', async () => {
    const broken: KeyStore = {
      get: async () => undefined,
      add: async () => {
        throw new Error('IndexedDB unavailable');
      },
    };
    expect(await rememberLogin(request, broken)).toBe(false);
    expect(readSavedLogin()).toBeNull();
  });
});
