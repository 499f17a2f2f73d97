// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asksPassword,
  registerModes,
  registerRequestFor,
  registrationOutcome,
  registerSuccessText,
  shownRegisterMode,
  type RegisterFacts,
} from './register-request';

const settings = (username: boolean, mobile: boolean, mobilePassword = false) => ({
  username,
  mobile,
  mobilePassword,
});

describe('registration by username and by mobile number, as the merchant allows', () => {
  it.each([
    ['both allowed: username first, then mobile', settings(true, true), ['username', 'mobile']],
    ['username only', settings(true, false), ['username']],
    ['mobile only', settings(false, true), ['mobile']],
    ['neither: registration is closed', settings(false, false), []],
    ['settings not known yet: username', null, ['username']],
  ] as const)('%s', (_rule, s, modes) => {
    expect(registerModes(s)).toEqual(modes);
  });

  it.each([
    ["the player's choice while allowed", ['username', 'mobile'], 'mobile', 'mobile'],
    ['no choice yet: the first allowed mode', ['username', 'mobile'], null, 'username'],
    ['a choice no longer allowed: the first allowed mode', ['mobile'], 'username', 'mobile'],
    ['closed: none', [], 'username', null],
  ] as const)('the mode shown: %s', (_rule, modes, chosen, shown) => {
    expect(shownRegisterMode(modes, chosen)).toBe(shown);
  });
});

describe('registration by mobile without the mobile-password option uses the default password', () => {
  it.each([
    ['by username a password is always asked', 'username', settings(true, true, false), true],
    ['by mobile with the option a password is asked', 'mobile', settings(true, true, true), true],
    ['by mobile without the option none is asked', 'mobile', settings(true, true, false), false],
    ['by mobile while settings are unknown none is asked', 'mobile', null, false],
  ] as const)('%s', (_rule, mode, s, asked) => {
    expect(asksPassword(mode, s)).toBe(asked);
  });
});

const facts = (patch: Partial<RegisterFacts> = {}): RegisterFacts => ({
  mode: 'username',
  form: { username: ' Player01 ', mobile: '917 123-4567', code: ' 123456 ', password: 'Secret99' },
  withPassword: true,
  countryDialingCode: '+63',
  device: 'BROWSER',
  href: 'https://aff9.brand.com/m/register?r=R1',
  hostname: 'aff9.brand.com',
  loginDeviceId: 'dev-1',
  registrationInfo: { affiliateCode: 'aff9', referralCode: 'R1', originalDomain: 'aff9.brand.com' },
  pixelValues: {},
  adAttribution: {},
  captcha: {},
  ...patch,
});

describe('the registration request', () => {
  it('by username: register with the trimmed username, the password and every registration field', () => {
    expect(registerRequestFor(facts())).toEqual({
      call: 'register',
      payload: {
        registerMethod: 'H5',
        registerUrl: 'https://aff9.brand.com/m/register?r=R1',
        loginDeviceId: 'dev-1',
        isOfficialAppLogin: false,
        domain: 'aff9.brand.com',
        affiliateCode: 'aff9',
        referralCode: 'R1',
        originalDomain: 'aff9.brand.com',
        login: true,
        username: 'Player01',
        password: 'Secret99',
      },
    });
  });

  it("by mobile: register/mobile with the phone as '+' dialling code and number", () => {
    const { call, payload } = registerRequestFor(facts({ mode: 'mobile' }));
    expect(call).toBe('registerMobile');
    expect(payload).toMatchObject({ mobileNum: '+639171234567', password: 'Secret99' });
    expect(payload).not.toHaveProperty('username');
  });

  it('by mobile: the SMS code sent to the number goes with it as verificationCode, trimmed', () => {
    expect(registerRequestFor(facts({ mode: 'mobile' })).payload).toMatchObject({
      verificationCode: '123456',
    });
    expect(registerRequestFor(facts()).payload).not.toHaveProperty('verificationCode');
  });

  it('by mobile without the mobile-password option: no password (the server sets the default one)', () => {
    const { payload } = registerRequestFor(facts({ mode: 'mobile', withPassword: false }));
    expect(payload.password).toBeUndefined();
  });

  it('without a known dialling code the number goes as typed after the +', () => {
    const { payload } = registerRequestFor(
      facts({
        mode: 'mobile',
        countryDialingCode: '',
        form: { username: '', mobile: '639171234567', code: '1', password: '' },
      }),
    );
    expect(payload.mobileNum).toBe('+639171234567');
  });

  it.each([
    ['the native app', 'APP', 'APP', true],
    ['a home-screen PWA', 'PWA', 'PWA', false],
    ['an iOS web clip', 'WEBCLIP', 'WEBCLIP', false],
    ['an iPad browser', 'IPAD', 'H5', false],
    ['a plain browser', 'BROWSER', 'H5', false],
  ] as const)(
    'registerMethod and isOfficialAppLogin from the device kind: %s',
    (_kind, device, method, official) => {
      const { payload } = registerRequestFor(facts({ device }));
      expect(payload.registerMethod).toBe(method);
      expect(payload.isOfficialAppLogin).toBe(official);
    },
  );

  it('the pixel tracking object is sent only when one of its values is set', () => {
    expect(registerRequestFor(facts({ pixelValues: {} })).payload.pixelTrack).toBeUndefined();
    expect(registerRequestFor(facts({ pixelValues: { fbclid: '' } })).payload.pixelTrack).toBeUndefined();
    expect(
      registerRequestFor(facts({ pixelValues: { fbp: 'P', utm_source: 'S' } })).payload.pixelTrack,
    ).toEqual({
      fbp: 'P',
      utm_source: 'S',
    });
  });

  it('the ad attribution info is sent when stored', () => {
    expect(registerRequestFor(facts()).payload.adAttribution).toBeUndefined();
    expect(registerRequestFor(facts({ adAttribution: { gpsAdid: 'G' } })).payload.adAttribution).toEqual({
      gpsAdid: 'G',
    });
  });

  it('without stored registration info no codes are sent', () => {
    const { payload } = registerRequestFor(facts({ registrationInfo: null }));
    expect(payload.affiliateCode).toBeUndefined();
    expect(payload.referralCode).toBeUndefined();
    expect(payload.originalDomain).toBeUndefined();
  });

  it('carries the captcha result', () => {
    const { payload } = registerRequestFor(facts({ captcha: { captcha: 'abcd', captchaKey: 'k1' } }));
    expect(payload).toMatchObject({ captcha: 'abcd', captchaKey: 'k1' });
  });

  it('leaves out a page address too long for the request', () => {
    const href = `https://brand.com/m/register?x=${'a'.repeat(2048)}`;
    expect(registerRequestFor(facts({ href })).payload.registerUrl).toBeUndefined();
  });
});

describe("the success message: the server's, else the default ('registration succeeded, logging in soon')", () => {
  it.each([
    ['the server gives one', 'Welcome aboard', 'Welcome aboard'],
    ['the server gives none', null, '注册成功，即将登录'],
    ['the server gives a blank one', '  ', '注册成功，即将登录'],
  ])('%s', (_rule, serverMessage, shown) => {
    expect(registerSuccessText(serverMessage, '注册成功，即将登录')).toBe(shown);
  });
});

describe('the registration answer (entry §3, §4)', () => {
  const answer = (value: unknown, success = true) =>
    ({ success, message: null, errorCode: success ? null : 'register.username.taken', value }) as Parameters<
      typeof registrationOutcome
    >[0];
  it.each([
    [
      'a token: signed in, as a first login',
      answer({ id: 7, userName: 'bob', token: 'T' }),
      {
        kind: 'signedIn',
        answer: { id: 7, userName: 'bob', token: 'T', customerType: 0, firstTimeLogin: true },
      },
    ],
    [
      'customerId instead of id',
      answer({ customerId: 8, userName: 'bob', token: 'T' }),
      {
        kind: 'signedIn',
        answer: { id: 8, userName: 'bob', token: 'T', customerType: 0, firstTimeLogin: true },
      },
    ],
    [
      'no token (registration without login): registered, the player stays',
      answer({ id: 7, userName: 'bob', token: null }),
      { kind: 'registered', userName: 'bob' },
    ],
    ['a refusal', answer(null, false), { kind: 'refused' }],
    ['success without a member id', answer({ userName: 'bob', token: 'T' }), { kind: 'refused' }],
  ])('%s', (_rule, res, expected) => {
    expect(registrationOutcome(res)).toEqual(expected);
  });
});
