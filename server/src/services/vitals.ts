import type { WebVital } from '@app/contract/calls';
import type { Db } from '../db/database';

/** The vitals a percentile query reads at most, newest first: an admin view, not a warehouse. */
export const VITALS_READ_MAX = 50_000;

/**
 * The p-th percentile (0 < p ≤ 100) of ascending values by the nearest-rank method: the smallest value with at
 * least p% of the values at or below it, so always a value a player measured. NaN for no values.
 */
export const percentile = (ascending: readonly number[], p: number): number => {
  if (ascending.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * ascending.length);
  return ascending[Math.min(Math.max(rank, 1), ascending.length) - 1] ?? NaN;
};

export interface VitalSummary {
  route: string;
  metric: WebVital['name'];
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

/** Per route and metric (sorted by both): the count and p50, p75 (Core Web Vitals' threshold) and p95. */
export const summariseVitals = (vitals: readonly WebVital[]): VitalSummary[] => {
  const groups = new Map<string, { route: string; metric: WebVital['name']; values: number[] }>();
  for (const v of vitals) {
    const key = `${v.route}\n${v.name}`;
    const group = groups.get(key) ?? { route: v.route, metric: v.name, values: [] };
    group.values.push(v.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || a.metric.localeCompare(b.metric))
    .map(({ route, metric, values }) => {
      const ascending = values.sort((a, b) => a - b);
      return {
        route,
        metric,
        count: ascending.length,
        p50: percentile(ascending, 50),
        p75: percentile(ascending, 75),
        p95: percentile(ascending, 95),
      };
    });
};

/**
 * The percentiles of one merchant's Web Vitals (stored by the tracking call as events of type 'vital') since
 * `since` (epoch ms), from at most VITALS_READ_MAX of the newest.
 */
export async function vitalPercentiles(
  db: Db,
  { merchant, since }: { merchant: string; since: number },
): Promise<VitalSummary[]> {
  const rows = await db
    .selectFrom('events')
    .select('payload')
    .where('type', '=', 'vital')
    .where('created_at', '>=', since)
    .where('merchant', '=', merchant)
    .orderBy('created_at', 'desc')
    .limit(VITALS_READ_MAX)
    .execute();
  return summariseVitals(rows.map((r) => JSON.parse(r.payload) as WebVital));
}
