import { hostname } from 'node:os';
import type { Db } from '../db/database';

/** This process, as job_runs.ran_by names it: several machines may each run a process with the same pid. */
export const THIS_PROCESS = `${hostname()}:${process.pid}`;

/**
 * How often each process asks whether a job is due. Every process keeps a timer, out of phase with the others':
 * asking each minute (the claim is one cheap UPDATE) keeps each run within a minute of its time, whichever
 * process asks first.
 */
export const JOB_CHECK_MS = 60_000;

export interface JobClaim {
  job: string;
  now: number;
  /** The period: the next run is due this long after this one. */
  intervalMs: number;
  /** Who runs it (THIS_PROCESS). */
  claimant: string;
}

/**
 * Claims the run of `claim.job` that is due at `now`: true for exactly one claimant per period, however many
 * processes (on however many machines) ask at once. The first ask creates the job's row, due at once; then ONE
 * conditional UPDATE moves the next run a period on only while it is still due, so of concurrent claimants the
 * database lets one change the row and the others change none (a row lock on PostgreSQL, the one writer on
 * SQLite). Two statements, no transaction: each is atomic, and the UPDATE alone decides.
 */
export async function claimJobRun(db: Db, { job, now, intervalMs, claimant }: JobClaim): Promise<boolean> {
  await db
    .insertInto('job_runs')
    .values({ job, next_run_at: now, ran_by: null, ran_at: null })
    .onConflict((oc) => oc.column('job').doNothing())
    .execute();
  const claimed = await db
    .updateTable('job_runs')
    .set({ next_run_at: now + intervalMs, ran_by: claimant, ran_at: now })
    .where('job', '=', job)
    .where('next_run_at', '<=', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PeriodicJob {
  /** Asks now (running the job when this process claims it), then every check; the timer keeps no process alive. */
  start(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One ask: claims the run and, when this process got it, runs the job. Failures are logged, never thrown. */
  run(): Promise<void>;
}

/**
 * A job that runs once per `intervalMs` across every process on the database (job_runs): each process asks on
 * its own timer and only the claimant works. A run that fails (or whose process dies) is not repeated within its
 * period: the jobs are sweeps, and the next period's run does what this one did not.
 */
export function periodicJob(opts: {
  db: Db;
  job: string;
  intervalMs: number;
  now: () => number;
  log: JobLog;
  /** The job's work, given the time of the claim. */
  work: (now: number) => Promise<void>;
  claimant?: string;
  checkMs?: number;
}): PeriodicJob {
  const claimant = opts.claimant ?? THIS_PROCESS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const askOnce = async () => {
    const now = opts.now();
    try {
      if (!(await claimJobRun(opts.db, { job: opts.job, now, intervalMs: opts.intervalMs, claimant })))
        return;
      await opts.work(now);
    } catch (err) {
      opts.log.error({ err, job: opts.job }, 'job: the run failed');
    }
  };
  // One ask at a time in this process: a slow run is not overlapped by the next tick.
  const run = () => (running = running.then(askOnce));
  return {
    run,
    async start() {
      await run();
      timer = setInterval(() => void run(), Math.min(opts.checkMs ?? JOB_CHECK_MS, opts.intervalMs));
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
