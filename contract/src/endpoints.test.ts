import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { endpoints, isPublicPath } from './endpoints';

describe('endpoints and calls describe the same API', () => {
  it('every call has its endpoint, with the same method, path and flags', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, call] of Object.entries(calls)) {
      const e = endpoints[name as keyof typeof endpoints];
      expect({
        method: call.method,
        path: call.path,
        encrypted: call.encrypted,
        public: call.public,
      }).toEqual({
        method: e.method,
        path: e.path,
        encrypted: e.encrypted,
        public: e.public,
      });
    }
  });

  it('an endpoint marked public has a public path, and a public path is never marked private', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      expect(isPublicPath(e.path), name).toBe(e.public);
    }
  });
});

describe('spec paths and flags (entry §7)', () => {
  it.each([
    ['rsaKey', 'GET', '/wps/session/key/rsa', false],
    ['login', 'POST', '/wps/session/login', true],
    ['loginVerification', 'POST', '/wps/session/login/verification', true],
    ['register', 'POST', '/wps/member/register', true],
    ['registerMobile', 'POST', '/wps/member/register/mobile', true],
    ['smsSend', 'POST', '/wps/verification/sms/noLogin', false],
    ['systemStatus', 'GET', '/wps/system/status', false],
    ['memberInfo', 'GET', '/wps/member/info', false],
    ['memberLanguage', 'POST', '/wps/member/language', false],
    ['launchGame', 'POST', '/wps/game/launchGame', false],
  ] as const)('%s is %s %s, encrypted %s', (name, method, path, encrypted) => {
    expect(endpoints[name]).toMatchObject({ method, path, encrypted });
  });

  it('registration names its module: REG3 by username, MOBILENUMREG3 by mobile', () => {
    expect(endpoints.register.moduleId).toBe('REG3');
    expect(endpoints.registerMobile.moduleId).toBe('MOBILENUMREG3');
  });

  it.each([
    ['/wps/session/login', true],
    ['/wps/member/register/mobile', true],
    ['/wps/captcha/geetest', true],
    ['/wps/system/status', true],
    ['/wps/verification/sms/noLogin', true],
    ['/wps/member/info', false],
    ['/wps/member/language', false],
    ['/wps/relay/CBS_launchChat', false],
    ['/wps/game/launchGame', false],
  ])('%s is public: %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});
