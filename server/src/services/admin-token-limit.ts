import type { Db } from '../db/database';

/** Wrong admin tokens one client (ipLimitKey) may send per window before every admin call answers 429. */
export const ADMIN_TOKEN_FAILURE_LIMIT = 10;
export const ADMIN_TOKEN_WINDOW_MS = 15 * 60_000;

/**
 * Counts wrong admin tokens per client in a fixed window, in the database (admin_token_failures), so that every
 * process behind a balancer counts the same guesses. The row of a client whose window ended is deleted on the next
 * wrong token of any client, so the table holds the clients of the last window only.
 */
export class AdminTokenLimit {
  constructor(
    private readonly db: Db,
    private readonly limit = ADMIN_TOKEN_FAILURE_LIMIT,
    private readonly windowMs = ADMIN_TOKEN_WINDOW_MS,
  ) {}

  /** True while the client has used up its wrong tokens: even the right token is refused until the window ends. */
  async blocked(key: string, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('admin_token_failures')
      .select('failures')
      .where('client_key', '=', key)
      .where('window_start', '>', now - this.windowMs)
      .executeTakeFirst();
    return row !== undefined && Number(row.failures) >= this.limit;
  }

  /**
   * Counts a wrong token; true when it is past the limit (to be answered 429 like any call of a blocked client).
   * One upsert counts it and answers the count, so that parallel guesses, on one process or several, are each
   * counted once and no more than `limit` of them get an answer that tells a wrong token from the right one.
   */
  async fail(key: string, now: number): Promise<boolean> {
    const ended = now - this.windowMs;
    await this.db.deleteFrom('admin_token_failures').where('window_start', '<=', ended).execute();
    const row = await this.db
      .insertInto('admin_token_failures')
      .values({ client_key: key, window_start: now, failures: 1 })
      .onConflict((oc) =>
        oc.column('client_key').doUpdateSet((eb) => {
          // A window that ended (another process may not have deleted it yet) starts again at this failure.
          const over = eb('admin_token_failures.window_start', '<=', ended);
          return {
            window_start: eb
              .case()
              .when(over)
              .then(now)
              .else(eb.ref('admin_token_failures.window_start'))
              .end(),
            failures: eb
              .case()
              .when(over)
              .then(1)
              .else(eb('admin_token_failures.failures', '+', 1))
              .end(),
          };
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures) > this.limit;
  }
}
