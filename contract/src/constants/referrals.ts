/**
 * Invite friends and agent registration (signed-in §2: /m/inviteFriends, /m/agentRegister). The spec gives these
 * routes their purpose and access only, so every value here is the contract's (chosen). Kept apart from the zod
 * schemas of contract/src/referrals.ts so that the browser may load them.
 */

/** An invite code's letters: upper-case letters and digits without 0 O 1 I L, which a reader confuses. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A new member's invite code length (31^8: about 8.5e11 codes). */
export const INVITE_CODE_LENGTH = 8;
/** An invite code as any member may have it (the migration's codes of older members are 8 or more). */
export const INVITE_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{6,16}$/;

/** Invitees per page of the invite page's list, newest first. */
export const INVITEES_PAGE_SIZE = 10;

/** Where an agent's players come from (the application's choices); OTHER asks for a text. */
export const AGENT_TRAFFIC_SOURCES = [
  'SOCIAL_MEDIA',
  'MESSAGING_GROUPS',
  'WEBSITE',
  'OFFLINE',
  'OTHER',
] as const;
export type AgentTrafficSource = (typeof AGENT_TRAFFIC_SOURCES)[number];

/** The application's field limits (characters; expected players a whole number). */
export const AGENT_NAME_MAX = 64;
export const AGENT_CONTACT_MAX = 128;
export const AGENT_TRAFFIC_OTHER_MAX = 200;
export const AGENT_EXPECTED_PLAYERS_MAX = 1_000_000;
/** Staff's rejection reason, shown to the member. */
export const AGENT_REJECT_REASON_MAX = 500;

/** The member type staff's approval gives (signed-in §6: agents are types 1 and 2; chosen: 1). */
export const APPROVED_AGENT_TYPE = 1;
