import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublicSettings } from '@app/contract/settings';
import { queueLanding } from '../../lib/landing-queue';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { renderAt } from '../../test/render-at';
import { RegisterPage } from './RegisterPage';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

const ok = (value: unknown, message: string | null = null) => ({
  success: true,
  message,
  errorCode: null,
  value,
});
const countries = ok({
  countryCode: 'PH',
  countryDialingCode: '+63',
  countries: [
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'VN', countryDialingCode: '+84' },
  ],
});

/** The server's answers by call; registration answers `registered` (set per test). */
let registered: unknown;
beforeEach(() => {
  registered = ok({ id: 41, userName: 'newbie', token: 'tok-41' });
  callApi.mockImplementation(async (name: string) =>
    name === 'country'
      ? countries
      : name === 'smsSend'
        ? ok({ expirationTime: Date.now() + 300_000 })
        : name === 'autoUsername'
          ? ok({ username: 'u12345678' })
          : registered,
  );
  localStorage.clear();
});
afterEach(() => {
  callApi.mockReset();
  useAppStore.setState({ device: 'BROWSER' });
  useOverlays.setState({ overlays: [] });
});

/** The register screen with the modes `register` allows; no captcha, the country picker shown and open. */
const show = (register: Pick<PublicSettings['register'], 'username' | 'mobile' | 'mobilePassword'>) =>
  renderAt('/register', <RegisterPage />, {
    settings: {
      register: { captcha: { enabled: false }, ...register },
      captcha: { register: false },
      countryPicker: { show: true },
      whitelabel: { UPDATEMOBILEICC3: false, DISABLEMOBILEICC3: false },
      smsProvider: { firebase: false },
    },
  });
// The tab panel is labelled by its tab too: the fields are the inputs.
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const noField = (label: string) => screen.queryByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
const registerCalls = () =>
  callApi.mock.calls.filter(([name]) => name === 'register' || name === 'registerMobile');
/** Asks for the SMS code that proves the number and types the code received. */
const sendAndTypeCode = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(callApi).toHaveBeenCalledWith('smsSend', expect.anything(), expect.anything()));
  type('Verification code', '123456');
};
const alerts = () => useOverlays.getState().overlays.flatMap((o) => (o.kind === 'alert' ? [o] : []));

describe('the register screen offers the modes the merchant allows', () => {
  it('both: a switch between username and mobile', () => {
    show({ username: true, mobile: true, mobilePassword: false });
    expect(screen.getByRole('tablist', { name: 'Registration method' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'With username' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Username')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'With mobile' }));
    expect(field('Mobile number')).toBeTruthy();
    expect(noField('Username')).toBeNull();
  });

  it('one mode: no switch', () => {
    show({ username: false, mobile: true, mobilePassword: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field('Mobile number')).toBeTruthy();
    expect(field('Password')).toBeTruthy();
  });

  it('a username typed before the settings arrive stays when they add the mobile mode', () => {
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'early01');
    const status = useAppStore.getState().status!;
    const register = { ...status.settings.register, mobile: true };
    act(() => useAppStore.setState({ status: { ...status, settings: { ...status.settings, register } } }));
    expect(screen.getByRole('tab', { name: 'With username' }).getAttribute('aria-selected')).toBe('true');
    expect((field('Username') as HTMLInputElement).value).toBe('early01');
  });

  it('none: registration is closed', () => {
    show({ username: false, mobile: false, mobilePassword: false });
    expect(screen.getByRole('status').textContent).toMatch(/closed/);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('mobile without the mobile-password option asks for no password', () => {
    show({ username: false, mobile: true, mobilePassword: false });
    expect(noField('Password')).toBeNull();
    expect(screen.getByText(/No password needed/)).toBeTruthy();
  });

  it('mobile shows the country picker with the default country once the list is loaded', async () => {
    show({ username: false, mobile: true, mobilePassword: false });
    expect(await screen.findByRole('button', { name: /\+63/ })).toBeTruthy();
  });
});

describe('registration', () => {
  it('by username: register, success message, session with the first-time-login flag, then /m/home', async () => {
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', ' Newbie01 ');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    await waitFor(() => expect(alerts()).toHaveLength(1));
    const [name, payload, options] = registerCalls()[0]!;
    expect(name).toBe('register');
    expect(payload).toMatchObject({
      username: 'Newbie01',
      password: 'Secret99',
      registerMethod: 'H5',
      login: true,
      domain: window.location.hostname,
      registerUrl: window.location.href,
      isOfficialAppLogin: false,
      loginDeviceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(payload.pixelTrack).toBeUndefined();
    expect(options).toMatchObject({ alert: false });
    expect(alerts()[0]!.message).toBe('Registration succeeded, logging in soon');
    expect(useAppStore.getState().session).toMatchObject({
      id: 41,
      token: 'tok-41',
      firstTimeLogin: true,
      type: 0,
    });
    expect(window.location.pathname).toBe('/m/register');
    act(() => alerts()[0]!.onConfirm?.());
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it("by mobile without the option: register/mobile with '+' dialling code and number, no password", async () => {
    show({ username: false, mobile: true, mobilePassword: false });
    await screen.findByRole('button', { name: /\+63/ });
    type('Mobile number', '917 123 4567');
    await sendAndTypeCode();
    submit();
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    const [name, payload] = registerCalls()[0]!;
    expect(name).toBe('registerMobile');
    expect(payload).toMatchObject({ mobileNum: '+639171234567', login: true, verificationCode: '123456' });
    expect(payload.password).toBeUndefined();
  });

  it('by mobile with the option: the chosen password is sent', async () => {
    show({ username: false, mobile: true, mobilePassword: true });
    await screen.findByRole('button', { name: /\+63/ });
    type('Mobile number', '9171234567');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    await sendAndTypeCode();
    submit();
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    expect(registerCalls()[0]![1]).toMatchObject({ mobileNum: '+639171234567', password: 'Secret99' });
  });

  it('sends the codes of the landing and the pixel tracking object when one of its values is set', async () => {
    queueLanding({
      search: '?affiliateCode=AFF1&referralCode=R9&fbclid=F1',
      hostname: 'aff.brand.com',
      at: 5,
    });
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'player01');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    expect(registerCalls()[0]![1]).toMatchObject({
      affiliateCode: 'AFF1',
      referralCode: 'R9',
      originalDomain: 'aff.brand.com',
      pixelTrack: { fbclid: 'F1', fbc: 'fb.1.5.F1' },
    });
  });

  it('from a home-screen PWA: registerMethod PWA and the Device header', async () => {
    useAppStore.setState({ device: 'PWA' });
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'player01');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    const [, payload, options] = registerCalls()[0]!;
    expect(payload).toMatchObject({ registerMethod: 'PWA', isOfficialAppLogin: false });
    expect(options).toMatchObject({ headers: { Device: 'PWA' } });
  });

  it("shows the server's success message when it gives one", async () => {
    registered = ok({ id: 41, userName: 'newbie', token: 'tok-41' }, 'Welcome!');
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'player01');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    await waitFor(() => expect(alerts()[0]?.message).toBe('Welcome!'));
  });

  it.each([
    [
      'the server message',
      { success: false, message: 'This username is already taken.', errorCode: 'x', value: null },
      'This username is already taken.',
    ],
    [
      'unknown_error without one',
      { success: false, message: null, errorCode: null, value: null },
      'Something went wrong. Please try again.',
    ],
  ])('a failure shows %s and signs nobody in', async (_rule, failure, shown) => {
    registered = failure;
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'player01');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    await waitFor(() => expect(alerts()[0]?.message).toBe(shown));
    expect(useAppStore.getState().session).toBeNull();
  });

  it('one submit at a time', async () => {
    let answer: (v: unknown) => void = () => {};
    callApi.mockImplementation((name: string) =>
      name === 'country' ? Promise.resolve(countries) : new Promise((resolve) => (answer = resolve)),
    );
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'player01');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    const form = screen.getByRole('button', { name: 'Register' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    answer(registered);
    await waitFor(() => expect(alerts()).toHaveLength(1));
    expect(registerCalls()).toHaveLength(1);
  });

  it('a form breaking the rules is not sent', async () => {
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', '1bad');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    expect(await screen.findByText(/start with a letter/, { selector: '.field-error' })).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);
  });
});

describe('mobile registration proves the number', () => {
  it('without the SMS code the form is not sent: the code is required', async () => {
    show({ username: false, mobile: true, mobilePassword: false });
    await screen.findByRole('button', { name: /\+63/ });
    type('Mobile number', '9171234567');
    submit();
    expect(await screen.findByText('Please fill in this field.', { selector: '.field-error' })).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);
  });

  it('the code goes to the number typed, with its dialling code', async () => {
    show({ username: false, mobile: true, mobilePassword: false });
    await screen.findByRole('button', { name: /\+63/ });
    type('Mobile number', '917 123 4567');
    await sendAndTypeCode();
    expect(callApi).toHaveBeenCalledWith(
      'smsSend',
      expect.objectContaining({ countryDialingCode: '+63', mobileNum: '917 123 4567' }),
      expect.anything(),
    );
  });
});

describe('registration without login (entry §4: the result is just returned)', () => {
  it('an answer without a token: no session, a success message naming the account, the player stays', async () => {
    registered = ok({ customerId: 42, userName: 'newbie', token: null });
    show({ username: true, mobile: false, mobilePassword: false });
    type('Username', 'newbie');
    type('Password', 'Secret99');
    type('Confirm password', 'Secret99');
    submit();
    expect(await screen.findByText(/Registration succeeded\. Log in as newbie/)).toBeTruthy();
    expect(useAppStore.getState().session).toBeNull();
    expect(alerts()).toHaveLength(0);
    expect(window.location.pathname).toBe('/m/register');
  });
});

describe('autoUsername', () => {
  it('"Suggest" fills the username field with the server\'s free name', async () => {
    show({ username: true, mobile: false, mobilePassword: false });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    await waitFor(() => expect(field('Username')).toHaveProperty('value', 'u12345678'));
  });
});
