import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMigrated, type Db } from '../db/database';
import { openTestDatabase, testDatabaseLocation } from '../testing/test-database';
import { claimJobRun, periodicJob, THIS_PROCESS } from './job-runs';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;
const quiet = { info: () => undefined, error: () => undefined };

const opened: Db[] = [];
const open = async (location?: string): Promise<Db> => {
  const db = location ? (await openMigrated(location)).db : await openTestDatabase();
  opened.push(db);
  return db;
};
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

const jobRow = (db: Db, job = 'sweep') =>
  db.selectFrom('job_runs').selectAll().where('job', '=', job).executeTakeFirst();

describe('claimJobRun: one claimant per period', () => {
  const rows: [
    rule: string,
    stored: { next_run_at: number; ran_by: string; ran_at: number } | null,
    now: number,
    claimed: boolean,
    after: { next_run_at: number; ran_by: string | null; ran_at: number | null },
  ][] = [
    [
      'the first ask ever: the job is due at once',
      null,
      NOW,
      true,
      { next_run_at: NOW + HOUR, ran_by: 'b', ran_at: NOW },
    ],
    [
      'before the next run is due: nothing, the row as it was',
      { next_run_at: NOW + 1, ran_by: 'a', ran_at: NOW + 1 - HOUR },
      NOW,
      false,
      { next_run_at: NOW + 1, ran_by: 'a', ran_at: NOW + 1 - HOUR },
    ],
    [
      'at the very time it is due',
      { next_run_at: NOW, ran_by: 'a', ran_at: NOW - HOUR },
      NOW,
      true,
      { next_run_at: NOW + HOUR, ran_by: 'b', ran_at: NOW },
    ],
    [
      'long overdue (every process was down): one run, the next a period after it, no catching up',
      { next_run_at: NOW - 10 * HOUR, ran_by: 'a', ran_at: NOW - 11 * HOUR },
      NOW,
      true,
      { next_run_at: NOW + HOUR, ran_by: 'b', ran_at: NOW },
    ],
  ];
  it.each(rows)('%s', async (_rule, stored, now, claimed, after) => {
    const db = await open();
    if (stored)
      await db
        .insertInto('job_runs')
        .values({ job: 'sweep', ...stored })
        .execute();
    expect(await claimJobRun(db, { job: 'sweep', now, intervalMs: HOUR, claimant: 'b' })).toBe(claimed);
    expect(await jobRow(db)).toEqual({ job: 'sweep', ...after });
  });

  it('claims each job on its own', async () => {
    const db = await open();
    expect(await claimJobRun(db, { job: 'sweep', now: NOW, intervalMs: HOUR, claimant: 'a' })).toBe(true);
    expect(await claimJobRun(db, { job: 'other', now: NOW, intervalMs: HOUR, claimant: 'a' })).toBe(true);
    expect(await claimJobRun(db, { job: 'sweep', now: NOW, intervalMs: HOUR, claimant: 'a' })).toBe(false);
  });

  it('names this process by machine and pid', () => {
    expect(THIS_PROCESS).toMatch(new RegExp(`.:${process.pid}$`));
  });
});

describe('periodicJob across two processes on one database', () => {
  // Two "processes": two connections to one database file (one PostgreSQL database on the PostgreSQL run), each
  // with its own job on the same name, as two server processes have.
  const twoProcesses = async (now: () => number, intervalMs: number, checkMs?: number) => {
    const location = await testDatabaseLocation('file');
    const runs: { by: string; at: number }[] = [];
    const [a, b] = await Promise.all(
      ['a', 'b'].map(async (claimant) =>
        periodicJob({
          db: await open(location),
          job: 'sweep',
          intervalMs,
          now,
          log: quiet,
          claimant,
          checkMs,
          work: async (at) => void runs.push({ by: claimant, at }),
        }),
      ),
    );
    return { a: a!, b: b!, runs };
  };

  it('runs once per period however often, and however concurrently, both ask', async () => {
    let now = NOW;
    const { a, b, runs } = await twoProcesses(() => now, HOUR);
    for (let period = 0; period < 6; period += 1) {
      // Asked at the start, in the middle and at the end of each period, by both at once.
      for (const offset of [0, HOUR / 2, HOUR - 1]) {
        now = NOW + period * HOUR + offset;
        await Promise.all([a.run(), b.run(), a.run(), b.run()]);
      }
      expect(runs).toHaveLength(period + 1);
    }
    expect(runs.map((r) => r.at)).toEqual([0, 1, 2, 3, 4, 5].map((p) => NOW + p * HOUR));
  });

  it('on real timers: never two runs within a period, whichever process claims', async () => {
    const { a, b, runs } = await twoProcesses(Date.now, 100, 10);
    const started = Date.now();
    await Promise.all([a.start(), b.start()]);
    await new Promise((resolve) => setTimeout(resolve, 650));
    await Promise.all([a.stop(), b.stop()]);
    const elapsed = Date.now() - started;
    const times = runs.map((r) => r.at).sort((x, y) => x - y);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(100);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 1);
  });
});

describe('periodicJob', () => {
  it('asks at start and on a timer that keeps no process alive, until stopped', async () => {
    const db = await open();
    let now = NOW;
    const work = vi.fn(async () => undefined);
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const job = periodicJob({ db, job: 'sweep', intervalMs: 10, now: () => (now += 10), log: quiet, work });
    await job.start();
    expect(work).toHaveBeenCalledTimes(1);
    const timer = setIntervalSpy.mock.results.at(-1)?.value as NodeJS.Timeout;
    setIntervalSpy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await vi.waitFor(() => expect(work.mock.calls.length).toBeGreaterThanOrEqual(3));
    await job.stop();
    const runs = work.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(work).toHaveBeenCalledTimes(runs);
  });

  it('logs a failed run and never throws; the next period runs again', async () => {
    const db = await open();
    let now = NOW;
    const log = { info: vi.fn(), error: vi.fn() };
    const work = vi.fn(async () => {
      throw new Error('disk full');
    });
    const job = periodicJob({ db, job: 'sweep', intervalMs: HOUR, now: () => now, log, work });
    await expect(job.run()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error), job: 'sweep' }),
      expect.any(String),
    );
    // Not again within the period (a failed sweep is the next period's to do) ...
    await job.run();
    expect(work).toHaveBeenCalledTimes(1);
    // ... and again in the next.
    now += HOUR;
    await job.run();
    expect(work).toHaveBeenCalledTimes(2);
  });
});
