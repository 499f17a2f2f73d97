// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginStateAction, type LoginState, type LoginStateAction } from './follow-login';

const state = (pushToken: string | null, sessionToken: string | null): LoginState => ({
  pushToken,
  sessionToken,
});

describe('login state follows the token (entry §4): with a session bind and subscribe to ALL, without one unbind', () => {
  it.each<[string, LoginState, LoginState | null, LoginStateAction]>([
    ['no push token (permission never granted): nothing to send', state(null, 'S1'), null, null],
    ['no push token, signed out: nothing to send', state(null, null), state('P', 'S1'), null],
    ['a start with a session and a token: bind', state('P', 'S1'), null, 'bind'],
    [
      'a start without a session, with a token: unbind (a session may have ended while away)',
      state('P', null),
      null,
      'unbind',
    ],
    ['a sign-in: bind', state('P', 'S1'), state('P', null), 'bind'],
    ['a logout or session expiry: unbind', state('P', null), state('P', 'S1'), 'unbind'],
    ['another member signs in: bind to them', state('P', 'S2'), state('P', 'S1'), 'bind'],
    ['a token got after Allow, signed in: bind', state('P', 'S1'), state(null, 'S1'), 'bind'],
    ['a new token (the browser renewed it), signed in: bind', state('P2', 'S1'), state('P', 'S1'), 'bind'],
    ['the same state again: nothing', state('P', 'S1'), state('P', 'S1'), null],
    ['still signed out: nothing', state('P', null), state('P', null), null],
  ])('%s', (_, now, sent, action) => {
    expect(loginStateAction(now, sent)).toBe(action);
  });
});
