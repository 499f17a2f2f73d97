import type { Db } from '../db/database';

/** At most `max` rows within `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The tables whose rows are counted against a limit: the SMS sends, the stored events and the push tokens. */
type CountedTable = 'sms_outbox' | 'events' | 'push_tokens';

/**
 * The creation times, newest first, of the rows of `table` whose `column` is `value` within the limit's window
 * (at most `max` of them: all a limit needs). Run it in the transaction that inserts, so check and insert are one.
 */
export const rowsInWindow = <T extends CountedTable>(
  db: Db,
  table: T,
  column: T extends 'sms_outbox' ? 'ip_key' | 'mobile' : 'ip_key',
  value: string,
  limit: RateLimit,
  now: number,
): Promise<{ created_at: number }[]> =>
  db
    // One table's type for the builder: both have the columns `column` may name for `table`.
    .selectFrom(table as 'sms_outbox')
    .select('created_at')
    .where(column as 'ip_key' | 'mobile', '=', value)
    .where('created_at', '>', now - limit.windowMs)
    .orderBy('created_at', 'desc')
    .limit(limit.max)
    .execute();

/**
 * The wait until `adding` more rows fit under the limit, given the window's rows newest first: null while they
 * fit, else the time until enough of them leave the window.
 */
export const retryAfter = (
  newestFirst: { created_at: number }[],
  limit: RateLimit,
  now: number,
  adding = 1,
): number | null => {
  if (newestFirst.length + adding <= limit.max) return null;
  const freeing = newestFirst[Math.max(0, limit.max - adding)]?.created_at ?? now;
  return freeing + limit.windowMs - now;
};
