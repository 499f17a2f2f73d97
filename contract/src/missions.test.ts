import { describe, expect, it } from 'vitest';
import { missionClaimRequestSchema, missionDefinitionSchema, missionPatchSchema } from './missions';

describe('mission schemas', () => {
  it('a definition is shown first by sortOrder 0 and enabled unless it says', () => {
    const d = { period: 'DAILY', metric: 'GAME_LAUNCHES', target: 3, reward: 10_00, points: 20 };
    expect(missionDefinitionSchema.parse(d)).toEqual({ ...d, sortOrder: 0, enabled: true });
    expect(missionDefinitionSchema.safeParse({ ...d, metric: 'BETS' }).success).toBe(false);
    expect(missionDefinitionSchema.safeParse({ ...d, target: 0 }).success).toBe(false);
    expect(missionDefinitionSchema.safeParse({ ...d, reward: 1.5 }).success).toBe(false);
    expect(missionDefinitionSchema.safeParse({ ...d, extra: 1 }).success).toBe(false);
  });

  it('a change keeps only what it names (no defaults), and names something', () => {
    expect(missionPatchSchema.parse({ target: 5 })).toEqual({ target: 5 });
    expect(missionPatchSchema.safeParse({}).success).toBe(false);
    expect(missionPatchSchema.safeParse({ id: 3 }).success).toBe(false);
  });

  it('a claim names the mission and the period it was shown in', () => {
    expect(missionClaimRequestSchema.safeParse({ missionId: 1, periodKey: '2026-11-30' }).success).toBe(true);
    expect(missionClaimRequestSchema.safeParse({ missionId: 1, periodKey: 'today' }).success).toBe(false);
    expect(missionClaimRequestSchema.safeParse({ missionId: -1, periodKey: '2026-11-30' }).success).toBe(
      false,
    );
  });
});
