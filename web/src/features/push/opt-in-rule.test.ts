// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PUSH_OFFER_DELAY_MS,
  pushOfferMoment,
  pushOptInRule,
  type PushOptInAction,
  type PushOptInFacts,
} from './opt-in-rule';

const facts = (f: Partial<PushOptInFacts>): PushOptInFacts => ({
  vapidKey: 'BKey',
  device: 'BROWSER',
  ios: false,
  permission: 'default',
  answeredThisSession: false,
  ...f,
});

describe('push opt-in: shown once per session unless dismissed, only if a push key is configured (entry §4)', () => {
  it.each<[string, Partial<PushOptInFacts>, PushOptInAction]>([
    ['a push key, permission not asked yet: the dialog', {}, 'ask'],
    ['no push key configured: nothing', { vapidKey: '' }, 'none'],
    [
      'no push key, even with the permission granted: nothing',
      { vapidKey: '', permission: 'granted' },
      'none',
    ],
    ['once per session: answered in this session, not again', { answeredThisSession: true }, 'none'],
    ['granted already: the token, no dialog', { permission: 'granted' }, 'token'],
    [
      'granted already, answered this session: still the token',
      { permission: 'granted', answeredThisSession: true },
      'token',
    ],
    ['denied: nothing (the browser would not ask again)', { permission: 'denied' }, 'none'],
    ['no Notification API (a web view): nothing', { permission: 'unsupported' }, 'none'],
    ['on iOS, only inside an installed web app: the iPhone browser gets nothing', { ios: true }, 'none'],
    ['on iOS, an iPad browser gets nothing', { ios: true, device: 'IPAD' }, 'none'],
    ['on iOS inside a web clip: the dialog', { ios: true, device: 'WEBCLIP' }, 'ask'],
    ['on iOS inside a standalone web app: the dialog', { ios: true, device: 'PWA' }, 'ask'],
    [
      'on iOS in the browser with the permission granted: nothing',
      { ios: true, permission: 'granted' },
      'none',
    ],
    ['an Android home-screen web app: the dialog', { device: 'PWA' }, 'ask'],
  ])('%s', (_, f, action) => {
    expect(pushOptInRule(facts(f))).toBe(action);
  });
});

describe('when the dialog gets its chance: a signed-in member, a moment after the session started, off the sign-in forms', () => {
  const moment = { signedIn: true, path: '/home', sinceSessionMs: PUSH_OFFER_DELAY_MS };
  it.each<[string, Partial<typeof moment>, boolean]>([
    ['signed in, on home, after the delay', {}, true],
    ['a guest: no (the token is registered to a member)', { signedIn: false }, false],
    ['right after the sign-in: not yet', { sinceSessionMs: PUSH_OFFER_DELAY_MS - 1 }, false],
    ['over the login form: no', { path: '/login' }, false],
    ['over the registration form: no', { path: '/register' }, false],
    ['over the forced password change: no', { path: '/changePsw' }, false],
    ['on member home: yes', { path: '/member/home' }, true],
  ])('%s', (_, m, expected) => {
    expect(pushOfferMoment({ ...moment, ...m })).toBe(expected);
  });
});
