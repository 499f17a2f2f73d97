import { describe, expect, it } from 'vitest';
import { isAgent, isRestrictedMember, isValidMember, memberTypeClass } from './member-type';

describe('the member type (entry §1, §6, §9)', () => {
  it.each([
    [-1, { kind: 'signedOut' }, false, false, false],
    [undefined, { kind: 'signedOut' }, false, false, false],
    [null, { kind: 'signedOut' }, false, false, false],
    [3, { kind: 'signedOut' }, false, false, false],
    [5, { kind: 'signedOut' }, false, false, false],
    [1.5, { kind: 'signedOut' }, false, false, false],
    [0, { kind: 'valid', type: 0, agent: false }, true, false, false],
    [1, { kind: 'valid', type: 1, agent: true }, true, true, false],
    [2, { kind: 'valid', type: 2, agent: true }, true, true, false],
    [4, { kind: 'restricted', type: 4 }, false, false, true],
  ] as const)('type %s', (type, cls, valid, agent, restricted) => {
    expect(memberTypeClass(type)).toEqual(cls);
    expect(isValidMember(type)).toBe(valid);
    expect(isAgent(type)).toBe(agent);
    expect(isRestrictedMember(type)).toBe(restricted);
  });
});
