// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatRule, unreadBadge, unreadCountRule, type ChatOutcome } from './chat-rule';

describe('chatRule: what the chat button does (signed-in §4 "Chat", §6)', () => {
  const rows: [rule: string, session: { type: number } | null, expected: ChatOutcome][] = [
    ['not logged in goes to /m/login', null, 'login'],
    ['type -1 means not logged in: /m/login', { type: -1 }, 'login'],
    ['an unknown type means not logged in: /m/login', { type: 3 }, 'login'],
    ['type 4 (restricted) shows the no_permissions toast', { type: 4 }, 'noPermissions'],
    ['a member (type 0) gets the chat link', { type: 0 }, 'launch'],
    ['an agent (type 1) gets the chat link', { type: 1 }, 'launch'],
    ['an agent (type 2) gets the chat link', { type: 2 }, 'launch'],
  ];
  it.each(rows)('%s', (_rule, session, expected) => {
    expect(chatRule(session)).toBe(expected);
  });
});

describe('unreadCountRule: loaded only when CBS3 is on and the type is not 4 (signed-in §4)', () => {
  const rows: [rule: string, session: { type: number } | null, cbs3: boolean, expected: boolean][] = [
    ['a member with CBS3 on', { type: 0 }, true, true],
    ['an agent (type 1) with CBS3 on', { type: 1 }, true, true],
    ['an agent (type 2) with CBS3 on', { type: 2 }, true, true],
    ['CBS3 off: never', { type: 0 }, false, false],
    ['type 4: never', { type: 4 }, true, false],
    ['a guest: never (no token to ask with)', null, true, false],
    ['a session whose type is not known yet (-1): not yet', { type: -1 }, true, false],
  ];
  it.each(rows)('%s', (_rule, session, cbs3, expected) => {
    expect(unreadCountRule(session, cbs3)).toBe(expected);
  });
});

describe('unreadBadge: the text of the unread badge', () => {
  const rows: [count: number, expected: string | null][] = [
    [0, null],
    [-2, null],
    [Number.NaN, null],
    [1, '1'],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
    [2.7, '2'],
  ];
  it.each(rows)('%s unread: %s', (count, expected) => {
    expect(unreadBadge(count)).toBe(expected);
  });
});
