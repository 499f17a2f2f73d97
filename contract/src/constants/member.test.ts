import { expect, it } from 'vitest';
import { AGENT_MEMBER_TYPES, RESTRICTED_MEMBER_TYPE, VALID_MEMBER_TYPES } from './member';

it('member types: 0, 1, 2 valid; 1 and 2 agents; 4 restricted', () => {
  expect(VALID_MEMBER_TYPES).toEqual([0, 1, 2]);
  expect(AGENT_MEMBER_TYPES).toEqual([1, 2]);
  expect(RESTRICTED_MEMBER_TYPE).toBe(4);
});
