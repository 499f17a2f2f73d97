// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { InterfaceLanguage } from '@app/contract/constants/language';
import {
  languageAtSignIn,
  languageSync,
  type LanguageSyncAction,
  type LanguageSyncFacts,
  type SignInLanguageFacts,
} from './language-sync';

describe('languageSync: signed-in members not of type 4 get a changed language sent to the server (signed-in §4, §5, §6)', () => {
  it.each<[string, LanguageSyncFacts, LanguageSyncAction]>([
    ['a member (type 0): sent', { memberType: 0, typeSettled: false }, 'send'],
    ['an agent (type 1): sent', { memberType: 1, typeSettled: false }, 'send'],
    ['an agent (type 2): sent', { memberType: 2, typeSettled: true }, 'send'],
    ['a restricted member (type 4): never sent', { memberType: 4, typeSettled: false }, 'skip'],
    ['a restricted member, type settled: never sent', { memberType: 4, typeSettled: true }, 'skip'],
    ['a guest (no session): nothing to send it to', { memberType: null, typeSettled: true }, 'skip'],
    [
      'a session whose type is not known yet (a token from a link, -1): wait for member info',
      { memberType: -1, typeSettled: false },
      'wait',
    ],
    [
      'the type stays unknown after member info (it failed): not sent, an unknown type is no member',
      { memberType: -1, typeSettled: true },
      'skip',
    ],
    ['a type outside the spec (3): waits, then is no member', { memberType: 3, typeSettled: false }, 'wait'],
    ['a type outside the spec, settled: not sent', { memberType: 3, typeSettled: true }, 'skip'],
  ])('%s', (_, facts, expected) => {
    expect(languageSync(facts)).toBe(expected);
  });
});

const OFFERED: InterfaceLanguage[] = ['EN', 'TH', 'VI', 'UR'];
const facts = (f: Partial<SignInLanguageFacts>): SignInLanguageFacts => ({
  stored: null,
  server: 'TH',
  offered: OFFERED,
  current: 'EN',
  ...f,
});

describe("languageAtSignIn: the member's server-side language wins over the browser's when nothing is stored locally (signed-in §4)", () => {
  it.each<[string, Partial<SignInLanguageFacts>, InterfaceLanguage | null]>([
    ['nothing stored: the server language replaces the browser one', {}, 'TH'],
    ['a language stored (the player chose it on this device): it stays', { stored: 'VI' }, null],
    ['the stored language in another case still counts as stored', { stored: 'vi' }, null],
    ['a stored language equal to the browser one still stays', { stored: 'EN' }, null],
    ['stored garbage is no choice: the server language', { stored: 'xx' }, 'TH'],
    ['the server language in lower case', { server: 'ur' }, 'UR'],
    ['the merchant does not offer the server language: the interface stays', { server: 'JA' }, null],
    ['the server answers garbage: the interface stays', { server: 'klingon' }, null],
    ['no server language: the interface stays', { server: null }, null],
    ['the server language is the interface language already: nothing to switch', { current: 'TH' }, null],
  ])('%s', (_, f, expected) => {
    expect(languageAtSignIn(facts(f))).toBe(expected);
  });
});
