import type { MissionPeriod, MissionStatus } from '@app/contract/constants/missions';

/** The rules of missions and their board (contract/src/missions.ts), pure, each with its table test. */

const DAY_MS = 86_400_000;

export interface PeriodSpan {
  /** 'YYYY-MM-DD' of the day, or of the week's Monday: a claim's once-only key. */
  key: string;
  start: number;
  /** The first millisecond after the period. */
  end: number;
}

/**
 * The period that holds `now`. Chosen: in UTC, the day the withdrawals' daily limits use (services/withdrawals.ts
 * utcDayStart); a week runs from Monday 00:00 to the next Monday (ISO weeks).
 */
export function periodOf(period: MissionPeriod, now: number): PeriodSpan {
  const dayStart = now - (((now % DAY_MS) + DAY_MS) % DAY_MS);
  // getUTCDay: Sunday 0 .. Saturday 6; days since Monday: Monday 0 .. Sunday 6.
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const start = period === 'DAILY' ? dayStart : dayStart - sinceMonday * DAY_MS;
  const end = start + (period === 'DAILY' ? DAY_MS : 7 * DAY_MS);
  return { key: new Date(start).toISOString().slice(0, 10), start, end };
}

/** Where a mission stands: claimed once claimed, else complete when the progress reaches the target. */
export const missionStatus = (progress: number, target: number, claimed: boolean): MissionStatus =>
  claimed ? 'CLAIMED' : progress >= target ? 'COMPLETE' : 'IN_PROGRESS';
