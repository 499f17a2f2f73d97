import type { CheckInDay, RewardSettings } from '@app/contract/rewards';

/**
 * The reward centre's rules (contract/src/rewards.ts), pure: the check-in streak, the rebate of a day, bonus
 * locks and what they leave withdrawable. The services feed them what the database holds.
 */

const DAY_MS = 86_400_000;

/** The day of `now` as a period key: 'YYYY-MM-DD' of the UTC day (chosen: the withdrawals' daily limits' day). */
export const periodOf = (now: number): string => new Date(now - (now % DAY_MS)).toISOString().slice(0, 10);

/** The start (ms, UTC midnight) of a period key's day. */
export const periodStart = (period: string): number => Date.parse(`${period}T00:00:00Z`);

/** The period key `days` days before `period`. */
export const periodBefore = (period: string, days: number): string =>
  periodOf(periodStart(period) - days * DAY_MS);

/** The member's last check-in: its day and its day of the streak. */
export interface LastCheckIn {
  period: string;
  streakDay: number;
}

/**
 * Today's day of the streak and whether it is claimed: the day after yesterday's check-in's, day 1 after a missed
 * day, and day 1 again after day 7 (chosen, rewards.ts).
 */
export function checkInToday(last: LastCheckIn | null, today: string): { day: number; claimed: boolean } {
  if (last?.period === today) return { day: last.streakDay, claimed: true };
  if (last?.period === periodBefore(today, 1)) return { day: (last.streakDay % 7) + 1, claimed: false };
  return { day: 1, claimed: false };
}

/** The 7 days of the streak as the centre shows them: before today claimed, today's, and the days to come. */
export function checkInDays(
  amounts: RewardSettings['checkInAmounts'],
  today: { day: number; claimed: boolean },
): CheckInDay[] {
  return amounts.map((amount, i) => {
    const day = i + 1;
    const state =
      day < today.day || (day === today.day && today.claimed)
        ? 'CLAIMED'
        : day === today.day
          ? 'TODAY'
          : 'LATER';
    return { day, amount, state };
  });
}

/** A day's rebate: its turnover × the rate, rounded down to a minor unit (0: nothing to claim). */
export const rebateOf = (turnover: number, basisPoints: number): number =>
  Math.floor((turnover * basisPoints) / 10_000);

/** The days whose rebate may be claimed today: yesterday back to `rebateDays` days ago, newest first. */
export const rebatePeriods = (today: string, rebateDays: number): string[] =>
  Array.from({ length: rebateDays }, (_, i) => periodBefore(today, i + 1));

/** A bonus lock: what it holds, the turnover it requires, and when it began (turnover counts from then). */
export interface Lock {
  id: number;
  amount: number;
  required: number;
  createdAt: number;
}

/** A lock with the turnover counted towards it. */
export type LockProgress<L extends Lock = Lock> = L & { played: number; met: boolean };

/**
 * How far play has gone towards each lock, oldest first: each bet counts towards the oldest unmet lock that began
 * at or before it, what passes that lock's requirement towards the next (so one bet never meets two locks).
 * `turnoverSince(from, to)` is the turnover recorded in [from, to): the bets between two locks' starts all find
 * the same locks open, so the sums of those spans are enough.
 */
export function lockProgress<L extends Lock>(
  locks: readonly L[],
  turnoverSince: (from: number, to: number) => number,
): LockProgress<L>[] {
  const sorted = [...locks].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  const played = sorted.map(() => 0);
  sorted.forEach((lock, i) => {
    const next = sorted[i + 1]?.createdAt ?? Number.POSITIVE_INFINITY;
    let span = turnoverSince(lock.createdAt, next);
    for (let j = 0; j <= i && span > 0; j++) {
      const open = (sorted[j]?.required ?? 0) - (played[j] ?? 0);
      const counted = Math.min(open, span);
      if (counted > 0) {
        played[j] = (played[j] ?? 0) + counted;
        span -= counted;
      }
    }
  });
  return sorted.map((lock, i) => ({
    ...lock,
    played: played[i] ?? 0,
    met: (played[i] ?? 0) >= lock.required,
  }));
}

/** What unmet locks hold back: their amounts, never more than the balance; and the turnover still to play. */
export function lockedPart(
  progress: readonly LockProgress[],
  balance: number,
): { locked: number; toPlay: number } {
  const unmet = progress.filter((p) => !p.met);
  const locked = unmet.reduce((sum, p) => sum + p.amount, 0);
  const toPlay = unmet.reduce((sum, p) => sum + p.required - p.played, 0);
  return { locked: Math.min(locked, balance), toPlay };
}

/**
 * What may be withdrawn: the balance (pending withdrawals' holds are already out of it, ledger.ts) less what
 * unmet bonus locks hold back.
 */
export const withdrawableBalance = (balance: number, locked: number): number => Math.max(0, balance - locked);
