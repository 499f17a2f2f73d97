import { describe, expect, it } from 'vitest';
import { captchaFlavour, captchaShown, geetestServes, type CaptchaAction } from './captcha';

interface Switches {
  login?: boolean;
  register?: boolean;
  sms?: boolean;
  option?: boolean;
  geetest?: boolean;
}

const settings = ({
  login = false,
  register = false,
  sms = false,
  option = false,
  geetest = false,
}: Switches) => ({
  captcha: { login, register, sms },
  register: { captcha: { enabled: option }, username: true, mobile: true, mobilePassword: false },
  whitelabel: { GEETEST3: geetest } as Record<string, boolean>,
});

describe('captcha is used for login, sms or register only when the matching show-captcha setting is on', () => {
  it.each<[CaptchaAction, Switches, boolean]>([
    ['login', {}, false],
    ['login', { login: true }, true],
    ['login', { register: true, sms: true, option: true }, false],
    ['sms', { sms: true }, true],
    ['sms', { login: true }, false],
    // registration: its show-captcha setting and the registration's captcha option
    ['register', { register: true, option: true }, true],
    ['register', { register: true }, false],
    ['register', { option: true }, false],
    ['register', { login: true, option: true }, false],
  ])('%s with %o: %s', (action, switches, shown) => {
    expect(captchaShown(action, settings(switches))).toBe(shown);
  });
});

describe('the geetest flavour is used when enabled and the login flag is on, otherwise a plain captcha', () => {
  it.each<[CaptchaAction, Switches, string]>([
    ['login', { login: true, geetest: true }, 'geetest'],
    ['login', { login: true }, 'plain'],
    ['login', { geetest: true }, 'none'],
    ['register', { register: true, option: true, login: true, geetest: true }, 'geetest'],
    ['register', { register: true, option: true, geetest: true }, 'plain'],
    ['register', { register: true, option: true, login: true }, 'plain'],
    ['sms', { sms: true, login: true, geetest: true }, 'geetest'],
    ['sms', { sms: true, geetest: true }, 'plain'],
    ['sms', { login: true, geetest: true }, 'none'],
  ])('%s with %o: %s', (action, switches, flavour) => {
    expect(captchaFlavour(action, settings(switches))).toBe(flavour);
  });
});

describe('SMS captcha requires version v4', () => {
  it.each<[CaptchaAction, 'v3' | 'v4', boolean]>([
    ['sms', 'v4', true],
    ['sms', 'v3', false],
    ['login', 'v3', true],
    ['login', 'v4', true],
    ['register', 'v3', true],
  ])('%s with Geetest %s: served %s', (action, version, served) => {
    expect(geetestServes(action, version)).toBe(served);
  });
});
