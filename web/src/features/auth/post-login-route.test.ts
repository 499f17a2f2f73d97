// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changePasswordReason, postLoginRoute, type PostLoginFacts } from './post-login-route';

const base: PostLoginFacts = {
  loginType: 'username',
  passwordIsDefault: false,
  passwordExpired: false,
  forceChangeWhenExpired: true,
  firstTimeLogin: false,
};

describe('after a password login the user goes to /m/changePsw or /m/home', () => {
  it.each<[string, Partial<PostLoginFacts>, '/changePsw' | '/home', string | null]>([
    ['an ordinary login goes home', {}, '/home', null],
    ['the default password goes to change password', { passwordIsDefault: true }, '/changePsw', 'default'],
    [
      'an expired password with forced change on goes to change password',
      { passwordExpired: true },
      '/changePsw',
      'expired',
    ],
    [
      'an expired password with forced change off goes home',
      { passwordExpired: true, forceChangeWhenExpired: false },
      '/home',
      null,
    ],
    ['a first login goes to change password', { firstTimeLogin: true }, '/changePsw', 'first'],
    [
      'the rule does not apply to SMS sign-in',
      { loginType: 'sms', passwordIsDefault: true, firstTimeLogin: true },
      '/home',
      null,
    ],
    [
      'the rule does not apply to social sign-in',
      { loginType: 'firebase', passwordExpired: true, firstTimeLogin: true },
      '/home',
      null,
    ],
  ])('%s', (_rule, facts, route, reason) => {
    const f = { ...base, ...facts };
    expect(changePasswordReason(f)).toBe(reason);
    expect(postLoginRoute(f)).toBe(reason ? `${route}?reason=${reason}` : route);
  });
});
