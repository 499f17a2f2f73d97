/**
 * The member (entry §1, §6, §9; signed-in §3, §9): the member types (read through contract/src/member-type.ts)
 * and the default count of profile icons.
 */

// --- member types ---
export const MEMBER_TYPE_SIGNED_OUT = -1;
export const VALID_MEMBER_TYPES = [0, 1, 2] as const;
export const AGENT_MEMBER_TYPES = [1, 2] as const;
export const RESTRICTED_MEMBER_TYPE = 4;
/** A player who registers is a normal member. */
export const REGISTERED_MEMBER_TYPE = 0;

// --- signed-in §9 ---
export const DEFAULT_PROFILE_ICON_COUNT = 9;
