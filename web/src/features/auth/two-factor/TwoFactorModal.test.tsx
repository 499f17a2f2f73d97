import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, ok } from '../../../test/mock-calls';
import { renderAt } from '../../../test/render-at';
import { TwoFactorModal } from './TwoFactorModal';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../api/call', () => ({ callApi }));
const phone = vi.hoisted(() => ({ sendCode: vi.fn(), confirmCode: vi.fn() }));
vi.mock('../phone/phone-auth', () => ({ createPhoneSignIn: () => phone }));

const failed = (message: string) => fail('login.verify.failed', message);
const countries = ok({
  countryCode: 'PH',
  countryDialingCode: '+63',
  countries: [{ countryCode: 'PH', countryDialingCode: '+63' }],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'prefix',
});

/** Answers the country list; every other call with `answer`. */
const answering = (answer: (name: string) => unknown) =>
  callApi.mockImplementation(async (name: string) => (name === 'country' ? countries : answer(name)));

afterEach(() => {
  callApi.mockReset();
});

const all = { email: true, ga: true, sms: true, payeeName: true };
const login = { username: ' player ', password: 'Secret99' };

/** The modal over the login screen; the country picker hidden, the SMS captcha off unless asked for. */
const open = (required = all, smsCaptcha = false, phoneProvider = false) => {
  const onVerified = vi.fn();
  const onClose = vi.fn();
  renderAt(
    '/login',
    <TwoFactorModal login={login} required={required} onVerified={onVerified} onClose={onClose} />,
    {
      settings: {
        whitelabel: { UPDATEMOBILEICC3: false, DISABLEMOBILEICC3: false, GEETEST3: false },
        captcha: { sms: smsCaptcha },
        countryPicker: { show: false },
        smsProvider: phoneProvider
          ? { firebase: true, apiKey: 'key', projectId: 'demo-p' }
          : { firebase: false },
      },
    },
  );
  return { onVerified, onClose };
};
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const verificationCalls = () => callApi.mock.calls.filter(([name]) => name === 'loginVerification');

describe('two-factor modal (§2)', () => {
  it('says why, shows only the required methods as tabs and opens on the first', () => {
    open({ email: true, ga: true, sms: false, payeeName: false });
    const dialog = screen.getByRole('dialog', { name: "Verify it's you" });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(/current IP address was not recorded/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Authenticator', 'Email']);
    expect(screen.getByRole('tab', { name: 'Authenticator' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Authenticator code'));
  });

  it('all four methods in the order payeeName, sms, ga, email', () => {
    answering(() => ok(null));
    open();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account name',
      'SMS',
      'Authenticator',
      'Email',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Bank account holder name'));
  });

  it('an empty field is highlighted and focused, and nothing is sent (§5)', () => {
    open({ ...all, sms: false, payeeName: false });
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '   ' } });
    verify();
    const input = screen.getByLabelText('Authenticator code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends the chosen method with the inputs trimmed; success hands over to the login', async () => {
    answering(() => ok(null));
    const { onVerified } = open({ ...all, sms: false, payeeName: false });
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '  me@example.com ' } });
    verify();
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(verificationCalls()[0]?.[1]).toEqual({
      username: 'player',
      password: 'Secret99',
      method: 'E',
      email: 'me@example.com',
    });
  });

  it("a pending social or SMS sign-in: sends its handle, no credentials, and hands the answer's session over", async () => {
    const session = { id: 7, token: 'tok', userName: 'player', customerType: 0 };
    answering(() => ok(session));
    const onVerified = vi.fn();
    renderAt(
      '/login',
      <TwoFactorModal
        login={{ pendingSignIn: 'handle-1' }}
        required={{ ...all, sms: false, ga: false, email: false }}
        onVerified={onVerified}
        onClose={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Bank account holder name'), { target: { value: ' Juan ' } });
    verify();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(session));
    expect(verificationCalls()[0]?.[1]).toEqual({
      username: '',
      password: '',
      pendingSignIn: 'handle-1',
      method: 'P',
      payeeName: 'Juan',
    });
  });

  it('a failure shows the server message, clears the fields and focuses the input (§4, §8)', async () => {
    answering(() => failed('The verification failed. Please check and try again.'));
    const { onVerified } = open({ ...all, sms: false, ga: false, email: false });
    const input = screen.getByLabelText('Bank account holder name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Juan' } });
    verify();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The verification failed. Please check and try again.',
    );
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('close and Escape cancel the verification', () => {
    const { onClose } = open({ ...all, sms: false });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('the sms method', () => {
  const openSms = (smsCaptcha = false) => open({ ...all, payeeName: false }, smsCaptcha);

  it('sending a code needs a non-empty mobile number: highlighted and focused, nothing sent', async () => {
    answering(() => ok(null));
    openSms();
    await waitFor(() => expect(callApi).toHaveBeenCalledWith('country', undefined, expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mobile);
    expect(callApi).not.toHaveBeenCalledWith('smsSend', expect.anything(), expect.anything());
  });

  it('sends countryDialingCode and mobileNum, counts down to expirationTime, then verifies with S', async () => {
    const expirationTime = Date.now() + 90_000;
    answering((name) => ok(name === 'smsSend' ? { expirationTime } : null));
    const { onVerified } = openSms();
    await waitFor(() => expect(callApi).toHaveBeenCalledWith('country', undefined, expect.anything()));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: ' 9170000002 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (89|90) s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(callApi).toHaveBeenCalledWith(
      'smsSend',
      { countryDialingCode: '+63', mobileNum: '9170000002' },
      { alert: false },
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: ' 123456 ' } });
    verify();
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(verificationCalls()[0]?.[1]).toMatchObject({
      method: 'S',
      mobileNum: '+639170000002',
      verificationCode: '123456',
    });
  });
  it('through the phone provider: the code goes through it, and its id token is sent as firebaseIdToken', async () => {
    answering(() => ok(null));
    phone.sendCode.mockResolvedValue(undefined);
    phone.confirmCode.mockResolvedValue('phone-id-token');
    const { onVerified } = open({ ...all, payeeName: false }, false, true);
    await waitFor(() => expect(callApi).toHaveBeenCalledWith('country', undefined, expect.anything()));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9170000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(phone.sendCode).toHaveBeenCalledWith('+639170000002'));
    expect(await screen.findByRole('button', { name: /Resend in (59|60) s/ })).toBeTruthy();
    expect(callApi).not.toHaveBeenCalledWith('smsSend', expect.anything(), expect.anything());
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: ' 123456 ' } });
    verify();
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(phone.confirmCode).toHaveBeenCalledWith('123456');
    expect(verificationCalls()[0]?.[1]).toEqual({
      username: 'player',
      password: 'Secret99',
      method: 'S',
      mobileNum: '+639170000002',
      firebaseIdToken: 'phone-id-token',
    });
  });

  it("runs the SMS captcha first when the merchant's show-captcha setting for sms is on", async () => {
    const expirationTime = Date.now() + 90_000;
    answering((name) =>
      ok(
        name === 'captchaImage'
          ? { key: 'k9', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresAt: Date.now() + 60_000 }
          : name === 'smsSend'
            ? { expirationTime }
            : null,
      ),
    );
    openSms(true);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9170000002' } });
    fireEvent.change(await screen.findByLabelText('Captcha'), { target: { value: 'QW12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    expect(callApi).toHaveBeenCalledWith(
      'smsSend',
      { countryDialingCode: '+63', mobileNum: '9170000002', captcha: 'QW12', captchaKey: 'k9' },
      { alert: false },
    );
  });
});
