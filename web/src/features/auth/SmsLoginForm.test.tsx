import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicSettings } from '@app/contract/settings';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { loginValueFixture, systemStatusFixture, type DeepPartial } from '../../test/fixtures';
import { ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { SmsLoginForm } from './SmsLoginForm';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));
const phone = vi.hoisted(() => ({ sendCode: vi.fn(), confirmCode: vi.fn() }));
const createPhoneSignIn = vi.hoisted(() => vi.fn(() => phone));
vi.mock('./phone/phone-auth', () => ({ createPhoneSignIn }));

const loginValue = loginValueFixture({ firstTimeLogin: true, passwordIsDefault: true });
const countryAnswer = {
  countryCode: 'PH',
  countryDialingCode: '+63',
  countries: [
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'CN', countryDialingCode: '+86' },
  ],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'prefix',
};

interface Merchant {
  show?: boolean;
  locked?: boolean;
  firebase?: boolean;
  FIREBASECREATEACC3?: boolean;
}
/** The settings the form reads: by default the picker shown and open, codes sent by the platform. */
const settings = (patch: Merchant = {}): DeepPartial<PublicSettings> => ({
  whitelabel: {
    PWDEXPFORCECHANGE3: true,
    UPDATEMOBILEICC3: false,
    DISABLEMOBILEICC3: patch.locked ?? false,
    FIREBASECREATEACC3: patch.FIREBASECREATEACC3 ?? false,
  },
  countryPicker: { show: patch.show ?? true },
  captcha: { login: false, sms: false },
  smsProvider: {
    firebase: patch.firebase ?? false,
    apiKey: patch.firebase ? 'key' : '',
    projectId: 'demo-x',
  },
});

let expirationTime = 0;
// jsdom has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(() => {
  expirationTime = Date.now() + 300_000;
  callApi.mockImplementation(async (name: string) => {
    if (name === 'country') return ok(countryAnswer);
    if (name === 'smsSend') return ok({ expirationTime });
    if (name === 'login' || name === 'socialLogin') return ok(loginValue);
    throw new Error(`unexpected call ${name}`);
  });
});
afterEach(() => {
  callApi.mockReset();
  phone.sendCode.mockReset();
  phone.confirmCode.mockReset();
  createPhoneSignIn.mockClear();
  useOverlays.setState({ overlays: [] });
});

const show = async (merchant: Merchant = {}) => {
  renderAt('/login', <SmsLoginForm />, { settings: settings(merchant) });
  await waitFor(() => expect(callApi).toHaveBeenCalledWith('country', undefined, expect.anything()));
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SMS code send', () => {
  it('needs a non-empty mobile number: the field is marked and focused, nothing is sent', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
    expect(callApi).not.toHaveBeenCalledWith('smsSend', expect.anything(), expect.anything());
  });

  it('sends countryDialingCode and mobileNum, then the button counts down to expirationTime', async () => {
    expirationTime = Date.now() + 90_000;
    await show();
    type('Mobile number', ' 9171234567 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const countdown = await screen.findByRole('button', { name: /^Resend in (90|89) s$/ });
    expect(countdown).toHaveProperty('disabled', true);
    expect(callApi).toHaveBeenCalledWith(
      'smsSend',
      { countryDialingCode: '+63', mobileNum: '9171234567' },
      expect.objectContaining({ alert: false }),
    );
    expect(screen.getByRole('status').textContent).toBe('We sent a code to +639171234567.');
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
  });

  it('a send tapped before the country list arrives waits for it: the number always has its dialling code', async () => {
    let answerCountries: (value: unknown) => void = () => {};
    callApi.mockImplementation((name: string) =>
      name === 'country'
        ? new Promise((resolve) => (answerCountries = resolve))
        : Promise.resolve(ok({ expirationTime })),
    );
    await show();
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(callApi).not.toHaveBeenCalledWith('smsSend', expect.anything(), expect.anything());
    answerCountries(ok(countryAnswer));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        'smsSend',
        { countryDialingCode: '+63', mobileNum: '9171234567' },
        expect.anything(),
      ),
    );
  });

  it('a refused send shows the server message', async () => {
    callApi.mockImplementation(async (name: string) =>
      name === 'country'
        ? ok(countryAnswer)
        : { success: false, message: 'Please wait 42 s.', errorCode: 'TOO_MANY_REQUEST_SMS', value: null },
    );
    await show();
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(useOverlays.getState().overlays[0]).toMatchObject({ message: 'Please wait 42 s.' }),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });
});

describe('SMS login', () => {
  it('logs in with type sms, the phone as "+" dialling code and number, and goes home', async () => {
    await show();
    type('Mobile number', '917 123 4567');
    type('Verification code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Not the change-password route: that rule does not apply to SMS sign-in.
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({
        username: '+639171234567',
        password: '123456',
        type: 'sms',
        // The device facts go with every login type, as with the password login.
        loginDeviceId: expect.stringMatching(/^[0-9a-f]{32}$/),
        isOfficialAppLogin: false,
      }),
      expect.objectContaining({ alert: false }),
    );
    expect(useAppStore.getState().session).toMatchObject({ token: 'tok' });
  });

  describe('a member who verifies new IPs, from an IP not verified yet (login_verify_required)', () => {
    const verifyRequired = {
      success: false,
      message: 'Your current IP was not recorded.',
      errorCode: 'login_verify_required',
      value: { email: false, ga: false, sms: false, payeeName: true, pendingSignIn: 'handle-1' },
    };
    const answer = (login: 'login' | 'socialLogin') =>
      callApi.mockImplementation(async (name: string) => {
        if (name === 'country') return ok(countryAnswer);
        if (name === 'smsSend') return ok({ expirationTime });
        if (name === login) return verifyRequired;
        if (name === 'loginVerification') return ok(loginValue);
        throw new Error(`unexpected call ${name}`);
      });
    const passVerification = async () => {
      const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
      expect(useAppStore.getState().session).toBeNull();
      fireEvent.change(within(dialog).getByLabelText('Bank account holder name'), {
        target: { value: 'Juan' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
      // 'login_2fa_pass', then the sign-in completes, as after a password login (§4).
      await waitFor(() => expect(useOverlays.getState().toast?.message).toMatch(/^Verification passed/));
      await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
      expect(useAppStore.getState().session).toMatchObject({ token: 'tok' });
      expect(callApi).toHaveBeenCalledWith(
        'loginVerification',
        expect.objectContaining({ pendingSignIn: 'handle-1', method: 'P', payeeName: 'Juan', password: '' }),
        expect.anything(),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    };

    it('SMS login: the two-factor modal completes it and the player is signed in', async () => {
      answer('login');
      await show();
      type('Mobile number', '9171234567');
      type('Verification code', '123456');
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await passVerification();
      // The answer is no failure: no alert.
      expect(useOverlays.getState().overlays).toEqual([]);
    });

    it('phone sign-in through the phone provider: the same', async () => {
      answer('socialLogin');
      phone.sendCode.mockResolvedValue(undefined);
      phone.confirmCode.mockResolvedValue('phone-id-token');
      await show({ firebase: true });
      type('Mobile number', '9171234567');
      fireEvent.click(screen.getByRole('button', { name: /Send/ }));
      await waitFor(() => expect(phone.sendCode).toHaveBeenCalled());
      type('Verification code', '123456');
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await passVerification();
    });
  });

  it('a wrong code shows the server message and stores no session', async () => {
    callApi.mockImplementation(async (name: string) =>
      name === 'country'
        ? ok(countryAnswer)
        : { success: false, message: 'Wrong code.', errorCode: 'login.cred.err', value: null },
    );
    await show();
    type('Mobile number', '9171234567');
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useOverlays.getState().overlays[0]).toMatchObject({ message: 'Wrong code.' }));
    expect(useAppStore.getState().session).toBeNull();
  });

  it('uses the dialling code picked in the country picker', async () => {
    await show();
    fireEvent.click(await screen.findByRole('button', { name: /Code.*\+63/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Country or region' });
    fireEvent.click(within(sheet).getByRole('button', { name: /China.*\+86/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    type('Mobile number', '13800000000');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        'login',
        expect.objectContaining({ username: '+8613800000000' }),
        expect.anything(),
      ),
    );
  });

  it('hides the picker unless the rule shows it, and still sends the default dialling code', async () => {
    await show({ show: false });
    expect(screen.queryByRole('button', { name: /Code/ })).toBeNull();
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        'smsSend',
        { countryDialingCode: '+63', mobileNum: '9171234567' },
        expect.anything(),
      ),
    );
  });

  it('a locked picker shows the code but does not open', async () => {
    await show({ locked: true });
    const trigger = await screen.findByRole('button', { name: /Code.*\+63/ });
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('phone code sign-in (phone provider in use)', () => {
  const showWithPhoneProvider = (merchant: Merchant = {}) => show({ ...merchant, firebase: true });

  it('sends the code through the phone provider with a 60 s resend countdown', async () => {
    phone.sendCode.mockResolvedValue(undefined);
    await showWithPhoneProvider();
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeTruthy();
    expect(phone.sendCode).toHaveBeenCalledWith('+639171234567');
    expect(callApi).not.toHaveBeenCalledWith('smsSend', expect.anything(), expect.anything());
  });

  it('confirming the code exchanges the id token as type firebase, channel phone', async () => {
    phone.confirmCode.mockResolvedValue('id-token');
    await showWithPhoneProvider();
    type('Mobile number', '9171234567');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(phone.confirmCode).toHaveBeenCalledWith('123456');
    expect(callApi).toHaveBeenCalledWith(
      'socialLogin',
      expect.objectContaining({ type: 'firebase', firebaseChannel: 'phone', firebaseIdToken: 'id-token' }),
      expect.anything(),
    );
  });

  it('errors show the translated message, Code: {code} and Reason: {message}', async () => {
    phone.confirmCode.mockRejectedValue({ code: 'auth/code-expired', message: 'no pending confirmation' });
    await showWithPhoneProvider();
    type('Mobile number', '9171234567');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The code has expired. Please request a new one.',
      'Code: auth/code-expired',
      'Reason: no pending confirmation',
    ]);
    expect(callApi).not.toHaveBeenCalledWith('socialLogin', expect.anything(), expect.anything());
  });

  it('a number no member has (bind_customer_required) opens the login-choice dialog, bracketed text stripped', async () => {
    phone.confirmCode.mockResolvedValue('id-token');
    callApi.mockImplementation(async (name: string) => {
      if (name === 'country') return ok(countryAnswer);
      if (name === 'socialRegister') return ok(loginValue);
      return {
        success: false,
        message: '[bind_customer_required] No account uses this number yet.',
        errorCode: 'bind_customer_required',
        value: null,
      };
    });
    await showWithPhoneProvider({ FIREBASECREATEACC3: true });
    type('Mobile number', '9171234567');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('No account uses this number yet.');
    expect(dialog.textContent).not.toContain('[bind_customer_required]');
    fireEvent.click(screen.getByRole('button', { name: 'Register new account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callApi).toHaveBeenCalledWith(
      'socialRegister',
      expect.objectContaining({ firebaseChannel: 'phone', firebaseIdToken: 'id-token', login: true }),
      expect.anything(),
    );
  });

  it('keeps the pending confirmation when the settings are refreshed with the same provider', async () => {
    await showWithPhoneProvider();
    act(() =>
      useAppStore.setState({ status: systemStatusFixture({ settings: settings({ firebase: true }) }) }),
    );
    expect(createPhoneSignIn).toHaveBeenCalledTimes(1);
  });

  it('auth/cancelled-popup-request is ignored silently', async () => {
    phone.sendCode.mockRejectedValue({ code: 'auth/cancelled-popup-request', message: 'cancelled' });
    await showWithPhoneProvider();
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(phone.sendCode).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useOverlays.getState().overlays).toEqual([]);
  });
});
