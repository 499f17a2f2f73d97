import { z } from 'zod';
import { MAX_AMOUNT } from './constants/money';
import { MAX_MISSION_POINTS, MISSION_METRICS, MISSION_PERIODS, MISSION_STATUSES } from './constants/missions';
import { sumSchema } from './wallet';

/**
 * Missions and the leaderboard (signed-in §2: /m/leaderBoard, "Mission. Needs login."). The spec names the route
 * and its purpose only, so everything here is the contract's (chosen): daily and weekly missions whose progress
 * the server counts from what the member really did, a claim once per mission and period (a BONUS credit on the
 * ledger and the mission's points), and the week's board of those points.
 */

/** A mission as the member sees it in the current period. */
export const missionSchema = z.object({
  id: z.number().int().positive(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  /** In minor units for DEPOSIT_AMOUNT, else a count. */
  target: z.number().int().positive(),
  /** What the member did in the period, capped at the target. */
  progress: z.number().int().min(0),
  /** Credited to the wallet on the claim (minor units). */
  reward: sumSchema,
  /** Added to the member's score on the week's board. */
  points: z.number().int().min(0),
  status: z.enum(MISSION_STATUSES),
});
export type Mission = z.infer<typeof missionSchema>;

/** One period's missions: the period's key (sent back with a claim) and when it ends (ms). */
export const missionPeriodSchema = z.object({
  period: z.enum(MISSION_PERIODS),
  /** 'YYYY-MM-DD' of the day, or of the week's Monday. */
  key: z.string(),
  endsAt: z.number(),
  missions: z.array(missionSchema),
});
export type MissionPeriodView = z.infer<typeof missionPeriodSchema>;

/** MCSFE_getMissions: the day's and the week's missions, in that order. */
export const missionsResponseSchema = z.object({ periods: z.array(missionPeriodSchema) });
export type MissionsResponse = z.infer<typeof missionsResponseSchema>;

/** MCSFE_claimMission: the mission, and the period the page showed it in (a claim after it ended is refused). */
export const missionClaimRequestSchema = z.object({
  missionId: z.number().int().positive(),
  periodKey: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
});
export type MissionClaimRequest = z.infer<typeof missionClaimRequestSchema>;
export const missionClaimResponseSchema = z.object({
  reward: sumSchema,
  points: z.number().int().min(0),
  /** The balance after the credit. */
  balance: sumSchema,
});

/** A row of the board: the rank, the name masked, the week's points; `me` marks the member's own row. */
export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  name: z.string(),
  points: z.number().int().min(0),
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/**
 * MCSFE_getMissionLeaderboard: the week's board (chosen: weekly only, so a player has days to climb; a daily board
 * would be nearly empty each morning). Members rank by the points of the missions they claimed this week; at
 * equal points who reached them first ranks higher. `me`: the member's own rank, null while they have no points.
 */
export const leaderboardSchema = z.object({
  key: z.string(),
  endsAt: z.number(),
  rows: z.array(leaderboardRowSchema),
  me: z.object({ rank: z.number().int().positive().nullable(), points: z.number().int().min(0) }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

const missionFields = {
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  target: z.number().int().positive().max(MAX_AMOUNT),
  reward: z.number().int().min(0).max(MAX_AMOUNT),
  points: z.number().int().min(0).max(MAX_MISSION_POINTS),
  /** Smaller first on the page. */
  sortOrder: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
};

/** A mission as staff define it (admin API and CLI): shown first by sortOrder, enabled unless said. */
export const missionDefinitionSchema = z.strictObject({
  ...missionFields,
  sortOrder: missionFields.sortOrder.default(0),
  enabled: missionFields.enabled.default(true),
});
export type MissionDefinition = z.infer<typeof missionDefinitionSchema>;

/** A change of a mission: the fields it changes, and no defaults (what it does not name stays). */
export const missionPatchSchema = z
  .strictObject(missionFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'at least one field');
