// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { urlTokenDecision, type UrlTokenDecision } from './url-token';
import { urlTokenQuestion, type UrlTokenQuestion } from './url-token-account';

describe('urlTokenDecision: a URL token is adopted without asking only when there is no session', () => {
  it.each<[string, string | null, { token: string } | null, UrlTokenDecision]>([
    ['no token in the URL, signed out', null, null, { kind: 'none' }],
    ['no token in the URL, signed in', null, { token: 'MINE' }, { kind: 'none' }],
    ['a token, no session: adopted', 'LINK', null, { kind: 'adopt', token: 'LINK' }],
    ['the session’s own token: nothing changes', 'MINE', { token: 'MINE' }, { kind: 'same' }],
    [
      'attack: another token while signed in is not adopted: its account is identified, then asked',
      'LINK',
      { token: 'MINE' },
      { kind: 'identify', token: 'LINK' },
    ],
  ])('%s', (_rule, urlToken, session, expected) => {
    expect(urlTokenDecision(urlToken, session)).toEqual(expected);
  });
});

describe('urlTokenQuestion: what the player is asked about another token', () => {
  const session = { id: 7, userName: 'alice', merchantCode: 'DEMO' };
  it.each<[string, typeof session, { id: number; account: string } | null, UrlTokenQuestion]>([
    [
      'the link’s token answers no member info: invalid, the current account stays',
      session,
      null,
      { kind: 'invalid', current: 'alice' },
    ],
    [
      'the same account (another session of it): nothing asked',
      session,
      { id: 7, account: 'alice' },
      { kind: 'sameAccount' },
    ],
    [
      'another account: ask, naming both',
      session,
      { id: 9, account: 'mallory' },
      { kind: 'ask', current: 'alice', other: 'mallory' },
    ],
    [
      'a session adopted before member info loaded (id 0) is told apart by its name',
      { id: 0, userName: 'Alice', merchantCode: 'DEMO' },
      { id: 7, account: 'alice' },
      { kind: 'sameAccount' },
    ],
    [
      'a session with neither name nor id yet is named by its id and asked about',
      { id: 0, userName: '', merchantCode: 'DEMO' },
      { id: 9, account: 'mallory' },
      { kind: 'ask', current: '#0', other: 'mallory' },
    ],
  ])('%s', (_rule, s, linkMember, expected) => {
    expect(urlTokenQuestion(s, linkMember)).toEqual(expected);
  });
});
