import { AGENT_MEMBER_TYPES, RESTRICTED_MEMBER_TYPE, VALID_MEMBER_TYPES } from './constants/member';

/**
 * The member type (entry §1, §6, §9): -1 or unknown means signed out; 0, 1 and 2 are valid members (1 and 2
 * are also agents); 4 is restricted (no chat). The one reading of the type: every rule that looks at it asks
 * here, so an unknown type never passes for a member.
 */
export type MemberTypeClass =
  | { kind: 'signedOut' }
  | { kind: 'valid'; type: (typeof VALID_MEMBER_TYPES)[number]; agent: boolean }
  | { kind: 'restricted'; type: typeof RESTRICTED_MEMBER_TYPE };

const isValidType = (type: number): type is (typeof VALID_MEMBER_TYPES)[number] =>
  (VALID_MEMBER_TYPES as readonly number[]).includes(type);

export const memberTypeClass = (type: number | null | undefined): MemberTypeClass => {
  if (type === RESTRICTED_MEMBER_TYPE) return { kind: 'restricted', type };
  if (type === null || type === undefined || !isValidType(type)) return { kind: 'signedOut' };
  return { kind: 'valid', type, agent: (AGENT_MEMBER_TYPES as readonly number[]).includes(type) };
};

/** 0, 1 or 2: a valid member (download prompts, balance checks). */
export const isValidMember = (type: number | null | undefined): boolean =>
  memberTypeClass(type).kind === 'valid';

/** 1 or 2: an agent. */
export const isAgent = (type: number | null | undefined): boolean => {
  const c = memberTypeClass(type);
  return c.kind === 'valid' && c.agent;
};

/** 4: restricted (no chat, the no-permission message). */
export const isRestrictedMember = (type: number | null | undefined): boolean =>
  memberTypeClass(type).kind === 'restricted';
