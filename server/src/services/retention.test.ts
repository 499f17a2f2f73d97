import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { openTestDatabase, testDatabaseLocation } from '../testing/test-database';
import { startTestServer } from '../testing/test-server';
import { loadVipFacts } from './vip';
import {
  DEFAULT_RETENTION,
  retentionCutoffs,
  retentionFromEnv,
  retentionJob,
  type RetentionCutoffs,
  type RetentionPeriods,
} from './retention';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const TODAY = Math.floor(NOW / DAY);

describe('retentionCutoffs (injected clock)', () => {
  const rows: [rule: string, periods: RetentionPeriods, expected: RetentionCutoffs][] = [
    [
      'the defaults: sessions 30 days after expiry, SMS codes 7 days, events 90 days, error reports 14 days',
      DEFAULT_RETENTION,
      {
        sessionsExpiredBefore: NOW - 30 * DAY,
        smsSentBefore: NOW - 7 * DAY,
        eventsBefore: NOW - 90 * DAY,
        errorReportsBefore: NOW - 14 * DAY,
        eventDaysBefore: TODAY - 1,
      },
    ],
    [
      'sessions may go as soon as they expire',
      { sessionsDays: 0, smsOutboxDays: 2, eventsDays: 3, errorReportsDays: 2 },
      {
        sessionsExpiredBefore: NOW,
        smsSentBefore: NOW - 2 * DAY,
        eventsBefore: NOW - 3 * DAY,
        errorReportsBefore: NOW - 2 * DAY,
        eventDaysBefore: TODAY - 1,
      },
    ],
    [
      'SMS codes stay at least a day (the daily cap per number counts them), events and error reports at least a day',
      { sessionsDays: 0, smsOutboxDays: 0, eventsDays: 0, errorReportsDays: 0 },
      {
        sessionsExpiredBefore: NOW,
        smsSentBefore: NOW - DAY,
        eventsBefore: NOW - DAY,
        errorReportsBefore: NOW - DAY,
        eventDaysBefore: TODAY - 1,
      },
    ],
  ];
  it.each(rows)('%s', (_rule, periods, expected) => {
    expect(retentionCutoffs(periods, NOW)).toEqual(expected);
  });
});

describe('retentionFromEnv', () => {
  it.each([
    ['nothing set: the defaults', {}, DEFAULT_RETENTION],
    [
      'each variable sets its period',
      {
        RETENTION_SESSIONS_DAYS: '0',
        RETENTION_SMS_DAYS: ' 3 ',
        RETENTION_EVENTS_DAYS: '365',
        RETENTION_ERROR_REPORTS_DAYS: '7',
      },
      { sessionsDays: 0, smsOutboxDays: 3, eventsDays: 365, errorReportsDays: 7 },
    ],
    ['an empty value is unset', { RETENTION_EVENTS_DAYS: '' }, DEFAULT_RETENTION],
  ])('%s', (_rule, env, expected) => {
    expect(retentionFromEnv(env)).toEqual(expected);
  });

  it.each([
    [
      { RETENTION_EVENTS_DAYS: 'forever' },
      /RETENTION_EVENTS_DAYS must be a whole number of days, at least 1/,
    ],
    [{ RETENTION_SESSIONS_DAYS: '-1' }, /RETENTION_SESSIONS_DAYS/],
    [{ RETENTION_SMS_DAYS: '1.5' }, /RETENTION_SMS_DAYS/],
    [{ RETENTION_SMS_DAYS: '0' }, /RETENTION_SMS_DAYS must be a whole number of days, at least 1/],
    [{ RETENTION_ERROR_REPORTS_DAYS: '0' }, /RETENTION_ERROR_REPORTS_DAYS must be a whole number of days/],
  ])('refuses %j', (env, error) => {
    expect(() => retentionFromEnv(env)).toThrow(error);
  });
});

describe('the retention job (attack: the database keeps sessions, SMS codes, events and error reports forever)', () => {
  it('deletes them at start once old enough, and keeps the rank progress sign-ins', async () => {
    const dbFile = await testDatabaseLocation('file');
    let now = NOW;
    const first = await startTestServer({ dbFile, now: () => now });
    await first.login('demo_member', 'Demo@2026');
    await first.post('/wps/verification/sms/noLogin', { countryDialingCode: '+63', mobileNum: '9171234567' });
    await first.post('/wps/system/errorReport', { message: 'boom', error: 'stack' });
    const event = { domain: 'a', eventName: 'login', eventValue: {}, eventID: '1' };
    await first.post('/wps/tracking/events', { events: JSON.stringify(event) });
    const member = await first.app.appContext.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const signIns = (await loadVipFacts(first.app.appContext.db, member, now)).signIns;
    expect(signIns).toBe(1);
    await first.close();

    const count = async (db: typeof first.app.appContext.db) => ({
      sessions: (await db.selectFrom('sessions').select('id').execute()).length,
      smsOutbox: (await db.selectFrom('sms_outbox').select('id').execute()).length,
      events: (await db.selectFrom('events').select('id').where('type', '!=', 'error').execute()).length,
      errorReports: (await db.selectFrom('events').select('id').where('type', '=', 'error').execute()).length,
      eventDays: (await db.selectFrom('event_days').select('day').execute()).length,
    });
    // Restarted before the periods pass: everything is kept but the daily caps' counts of past days.
    now = NOW + 6 * DAY;
    const kept = await startTestServer({ dbFile, now: () => now });
    expect(await count(kept.app.appContext.db)).toEqual({
      sessions: 1,
      smsOutbox: 1,
      events: 1,
      errorReports: 1,
      eventDays: 0,
    });
    await kept.close();

    // 15 days on, the error report is gone (14 days); the tracking event stays.
    now = NOW + 15 * DAY;
    const fortnight = await startTestServer({ dbFile, now: () => now });
    expect(await count(fortnight.app.appContext.db)).toMatchObject({ events: 1, errorReports: 0 });
    await fortnight.close();

    // The session expired after a day; 31 days later every period has passed but the events'.
    now = NOW + 32 * DAY;
    const later = await startTestServer({ dbFile, now: () => now });
    const db = later.app.appContext.db;
    expect(await count(db)).toEqual({ sessions: 0, smsOutbox: 0, events: 1, errorReports: 0, eventDays: 0 });
    const after = await db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect((await loadVipFacts(db, after, now)).signIns).toBe(signIns);
    await later.close();

    now = NOW + 91 * DAY;
    const last = await startTestServer({ dbFile, now: () => now, retention: { ...DEFAULT_RETENTION } });
    expect(await count(last.app.appContext.db)).toEqual({
      sessions: 0,
      smsOutbox: 0,
      events: 0,
      errorReports: 0,
      eventDays: 0,
    });
    await last.close();
  });

  it('runs on start and every interval on a timer that keeps no process alive, until stopped', async () => {
    const db = await openTestDatabase();
    const now = vi.fn(() => NOW);
    const log = { info: vi.fn(), error: vi.fn() };
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const job = retentionJob({ db, periods: DEFAULT_RETENTION, now, log, intervalMs: 10 });
    await job.start();
    expect(now).toHaveBeenCalledTimes(1);
    const timer = setIntervalSpy.mock.results.at(-1)?.value as NodeJS.Timeout;
    setIntervalSpy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await vi.waitFor(() => expect(now.mock.calls.length).toBeGreaterThanOrEqual(3));
    await job.stop();
    const runs = now.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(now).toHaveBeenCalledTimes(runs);
    expect(log.error).not.toHaveBeenCalled();
    await db.destroy();
  });

  it('logs a failed run and never throws', async () => {
    // No migrations: every query fails (an empty SQLite in memory, on either run of the suite).
    const { db } = openDatabase(':memory:');
    const log = { info: vi.fn(), error: vi.fn() };
    const job = retentionJob({ db, periods: DEFAULT_RETENTION, now: () => NOW, log });
    await expect(job.run()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.any(String),
    );
    await db.destroy();
  });
});
