/**
 * Missions and the leaderboard's fixed values (signed-in §2 /m/leaderBoard names the route only: all chosen; the
 * schemas are contract/src/missions.ts). Plain values, so the web reads them without the schemas.
 */

/** chosen: a mission counts over the UTC day, or over the UTC week from Monday 00:00 to Sunday 24:00. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * chosen: what a mission counts in its period. DEPOSIT_AMOUNT: the sum of the member's credited deposits (minor
 * units); DEPOSIT_COUNT: how many were credited; GAME_LAUNCHES: real-money game launches (not trials);
 * DAYS_SIGNED_IN: days with a sign-in; FRIENDS_INVITED: members who registered with the member's invite code.
 */
export const MISSION_METRICS = [
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'GAME_LAUNCHES',
  'DAYS_SIGNED_IN',
  'FRIENDS_INVITED',
] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** chosen: IN_PROGRESS until the progress reaches the target; COMPLETE then, claimable; CLAIMED once claimed. */
export const MISSION_STATUSES = ['IN_PROGRESS', 'COMPLETE', 'CLAIMED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** chosen: the board shows the top 50 of the week; the member's own rank is answered beside it. */
export const LEADERBOARD_SIZE = 50;

/** chosen: the largest number of points one mission gives. */
export const MAX_MISSION_POINTS = 100_000;

/** The error codes of the mission calls (chosen), each with its text in the app's 23 languages. */
export const MISSION_ERROR = {
  /** The progress does not reach the target (yet): nothing was credited. */
  incomplete: 'mission.incomplete',
  /** The mission was claimed already in this period. */
  claimed: 'mission.claimed',
  /** The mission is unknown, disabled, of another merchant, or its period has ended since the page asked. */
  unavailable: 'mission.unavailable',
} as const;
