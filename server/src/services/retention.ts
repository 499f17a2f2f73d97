import { sql } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { expireDeposits } from './deposits';
import { periodicJob, type JobLog, type PeriodicJob } from './job-runs';
import { SMS_NUMBER_DAILY_LIMIT } from './sms';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of row is kept, in days. */
export interface RetentionPeriods {
  /** Days a session is kept after it expired (revoked sessions too: they expire like the others). */
  sessionsDays: number;
  /** Days an SMS code is kept after it was sent (at least one: the daily cap per number counts a day of sends). */
  smsOutboxDays: number;
  /** Days a tracking event or Web Vital is kept. */
  eventsDays: number;
  /**
   * Days a front-end error report is kept: 14, two weeks to look into a release's errors. They are not
   * attribution data (the tracking events are) and carry what the browser wrote, so they go sooner.
   */
  errorReportsDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  sessionsDays: 30,
  smsOutboxDays: 7,
  eventsDays: 90,
  errorReportsDays: 14,
};

/** The environment variables of the periods (whole days). */
export const RETENTION_ENV: Record<keyof RetentionPeriods, string> = {
  sessionsDays: 'RETENTION_SESSIONS_DAYS',
  smsOutboxDays: 'RETENTION_SMS_DAYS',
  eventsDays: 'RETENTION_EVENTS_DAYS',
  errorReportsDays: 'RETENTION_ERROR_REPORTS_DAYS',
};

/** The fewest days each period may be: an SMS row must outlive the daily cap's window. */
const MIN_DAYS: RetentionPeriods = {
  sessionsDays: 0,
  smsOutboxDays: Math.ceil(SMS_NUMBER_DAILY_LIMIT.windowMs / DAY_MS),
  eventsDays: 1,
  errorReportsDays: 1,
};

/** The job runs at start and then hourly. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The periods from RETENTION_* (whole days, each at least its minimum), the defaults for those unset. */
export function retentionFromEnv(env: Record<string, string | undefined>): RetentionPeriods {
  const periods = { ...DEFAULT_RETENTION };
  for (const key of Object.keys(RETENTION_ENV) as (keyof RetentionPeriods)[]) {
    const text = env[RETENTION_ENV[key]]?.trim();
    if (!text) continue;
    const days = Number(text);
    if (!/^\d+$/.test(text) || days < MIN_DAYS[key]) {
      throw new Error(`${RETENTION_ENV[key]} must be a whole number of days, at least ${MIN_DAYS[key]}.`);
    }
    periods[key] = days;
  }
  return periods;
}

/** Rows older than these times (epoch ms) are deleted. */
export interface RetentionCutoffs {
  /** Sessions that expired before it. */
  sessionsExpiredBefore: number;
  /** SMS codes sent before it. */
  smsSentBefore: number;
  /** Tracking events and Web Vitals stored before it. */
  eventsBefore: number;
  /** Error reports stored before it. */
  errorReportsBefore: number;
  /** The daily caps' counts (event_days) of days before this one (days since the epoch): today's and yesterday's stay. */
  eventDaysBefore: number;
}

/** The cutoffs at `now`; a period below its minimum counts as the minimum. */
export const retentionCutoffs = (periods: RetentionPeriods, now: number): RetentionCutoffs => {
  const ago = (key: keyof RetentionPeriods) => now - Math.max(periods[key], MIN_DAYS[key]) * DAY_MS;
  return {
    sessionsExpiredBefore: ago('sessionsDays'),
    smsSentBefore: ago('smsOutboxDays'),
    eventsBefore: ago('eventsDays'),
    errorReportsBefore: ago('errorReportsDays'),
    eventDaysBefore: Math.floor(now / DAY_MS) - 1,
  };
};

export interface RetentionResult {
  sessions: number;
  smsOutbox: number;
  /** Tracking events and Web Vitals. */
  events: number;
  errorReports: number;
}

/**
 * Deletes the rows older than the cutoffs. A member's deleted sessions are added to members.archived_sign_ins
 * first, in the same transaction: the rank progress counts sign-ins (services/rank-progress.ts).
 */
export function deleteExpiredRows(db: Db, cutoffs: RetentionCutoffs): Promise<RetentionResult> {
  return transact(db, async (trx) => {
    const before = cutoffs.sessionsExpiredBefore;
    await trx
      .updateTable('members')
      .set({
        archived_sign_ins: sql<number>`archived_sign_ins + (SELECT count(*) FROM sessions
          WHERE sessions.member_id = members.id AND sessions.expires_at < ${before})`,
      })
      .where('id', 'in', trx.selectFrom('sessions').select('member_id').where('expires_at', '<', before))
      .execute();
    const sessions = await trx.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
    const smsOutbox = await trx
      .deleteFrom('sms_outbox')
      .where('created_at', '<', cutoffs.smsSentBefore)
      .executeTakeFirst();
    const events = await trx
      .deleteFrom('events')
      .where('type', '!=', 'error')
      .where('created_at', '<', cutoffs.eventsBefore)
      .executeTakeFirst();
    const errorReports = await trx
      .deleteFrom('events')
      .where('type', '=', 'error')
      .where('created_at', '<', cutoffs.errorReportsBefore)
      .executeTakeFirst();
    await trx.deleteFrom('event_days').where('day', '<', cutoffs.eventDaysBefore).execute();
    return {
      sessions: Number(sessions.numDeletedRows),
      smsOutbox: Number(smsOutbox.numDeletedRows),
      events: Number(events.numDeletedRows),
      errorReports: Number(errorReports.numDeletedRows),
    };
  });
}

/**
 * The retention sweep, with the expiry of pending deposits: at start and hourly, once per hour across every process
 * on the database (services/job-runs.ts).
 */
export function retentionJob(opts: {
  db: Db;
  periods: RetentionPeriods;
  now: () => number;
  log: JobLog;
  intervalMs?: number;
}): PeriodicJob {
  const runOnce = async (now: number) => {
    try {
      const deleted = await deleteExpiredRows(opts.db, retentionCutoffs(opts.periods, now));
      if (deleted.sessions + deleted.smsOutbox + deleted.events + deleted.errorReports > 0) {
        opts.log.info({ deleted }, 'retention: deleted old rows');
      }
    } catch (err) {
      opts.log.error({ err }, 'retention: the run failed');
    }
    // Pending deposits whose time is up are marked EXPIRED here too, not only when they are read, so that one nobody
    // reads again does not stay PENDING (services/deposits.ts).
    try {
      await expireDeposits(opts.db, now);
    } catch (err) {
      opts.log.error({ err }, 'retention: expiring deposits failed');
    }
  };
  return periodicJob({
    db: opts.db,
    job: 'retention',
    intervalMs: opts.intervalMs ?? RETENTION_INTERVAL_MS,
    now: opts.now,
    log: opts.log,
    work: runOnce,
  });
}
