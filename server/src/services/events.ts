import { sql } from 'kysely';
import { sha256Hex } from '../crypto/tokens';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { ipLimitKey } from '../net/client-ip';
import { retryAfter, rowsInWindow } from './rate-window';
import { Refused } from './refused';

/** Tracking events, front-end error reports, and the Web Vitals sent with the tracking batch. */
export type EventType = 'tracking' | 'error' | 'vital';

/**
 * At most `max` stored events (tracking events and error reports together) per client (ipLimitKey: an IPv6
 * /64 is one) within `windowMs`: a page sends a few, a flood would fill the database. A call that would pass
 * the limit is refused whole.
 */
export const EVENTS_IP_LIMIT = { max: 200, windowMs: 60 * 1000 } as const;

/**
 * At most `maxBytes` of stored events per client (ipLimitKey) within `windowMs`, beside EVENTS_IP_LIMIT's rows:
 * a row may hold up to about 20 KB (a 16 KB batch and 4 KB of vitals, or a 16 KB stack before truncation), so
 * 200 rows a minute were 4 MB a minute from one address. 64 KB is three of the largest calls a minute and
 * a hundred or more ordinary events (a few hundred bytes each): far more than a page sends.
 */
export const EVENTS_IP_BYTES = { maxBytes: 64 * 1024, windowMs: 60 * 1000 } as const;

/** What a merchant's daily cap counts apart: error reports, and tracking events with the Web Vitals. */
export type EventKind = 'error' | 'tracking';

export const eventKindOf = (type: EventType): EventKind => (type === 'error' ? 'error' : 'tracking');

/**
 * The most rows and bytes each merchant stores per UTC day and kind, whoever sends them (many addresses pass
 * any per-client limit). Tracking: 100,000 rows, 32 MiB a day, some tens of thousands of players' visits (an
 * ordinary event is a few hundred bytes); kept 90 days, at most about 2.8 GiB. Errors: 5,000 reports, 8 MiB a
 * day, far more than a working build sends (the same report from one client is counted, not stored again);
 * kept 14 days, at most 112 MiB. Apart, so a flood of error reports never stops the tracking the ads rely on.
 */
export const EVENTS_DAILY_CAP: Readonly<Record<EventKind, { rows: number; bytes: number }>> = {
  tracking: { rows: 100_000, bytes: 32 * 1024 * 1024 },
  error: { rows: 5_000, bytes: 8 * 1024 * 1024 },
};

/**
 * An error report as stored: the message cut to 512 characters (the error's name and first lines), the stack to
 * 4,096 (some forty frames, enough to find the cause); the call accepts 2,000 and 16,384.
 */
export const ERROR_REPORT_BOUNDS = { messageChars: 512, stackChars: 4_096 } as const;

/** The same error report from the same client within this window is counted on the stored row, not stored again. */
export const ERROR_REPEAT_WINDOW_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch, UTC: the daily cap's day. */
export const utcDay = (now: number): number => Math.floor(now / DAY_MS);

/** Why events are refused (the answer: routes/refusals.ts; TOO_MANY_REQUEST, which the app ignores). */
export type EventsRefusal = { reason: 'events-too-many'; retryAfterMs: number };

export interface NewEvent {
  merchant: string;
  type: EventType;
  name: string | null;
  payload: unknown;
  memberId: number | null;
}

export interface ErrorReport {
  message: string;
  error: string;
}

/** The first `max` UTF-16 units of `text`, never ending inside a surrogate pair. */
const cut = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
};

/** The report as stored: message and stack cut to ERROR_REPORT_BOUNDS. */
export const boundedErrorReport = (report: ErrorReport): ErrorReport => ({
  message: cut(report.message, ERROR_REPORT_BOUNDS.messageChars),
  error: cut(report.error, ERROR_REPORT_BOUNDS.stackChars),
});

/** What makes two reports the same: their (bounded) message and stack. */
export const errorFingerprint = (report: ErrorReport): string =>
  sha256Hex(JSON.stringify([report.message, report.error]));

/** A row's size as the byte budget counts it: its payload and name in UTF-8. */
export const eventBytes = (name: string | null, payloadJson: string): number =>
  Buffer.byteLength(payloadJson, 'utf8') + Buffer.byteLength(name ?? '', 'utf8');

/**
 * The wait until `adding` more bytes fit in the client's budget, given the window's rows oldest first: null while
 * they fit, else the time until enough of them leave the window (a whole window if they never would).
 */
export const bytesRetryAfter = (
  oldestFirst: readonly { created_at: number; bytes: number }[],
  limit: { maxBytes: number; windowMs: number },
  now: number,
  adding: number,
): number | null => {
  let used = oldestFirst.reduce((sum, row) => sum + row.bytes, 0);
  if (used + adding <= limit.maxBytes) return null;
  for (const row of oldestFirst) {
    used -= row.bytes;
    if (used + adding <= limit.maxBytes) return row.created_at + limit.windowMs - now;
  }
  return limit.windowMs;
};

/**
 * Takes `rows` and `bytes` from the merchant's cap of the day for `kind`: one conditional UPDATE, so parallel
 * calls cannot pass the cap together. False when they do not fit.
 */
async function takeDailyCap(
  trx: Db,
  cap: { merchant: string; kind: EventKind; rows: number; bytes: number },
  now: number,
): Promise<boolean> {
  const day = utcDay(now);
  const limit = EVENTS_DAILY_CAP[cap.kind];
  await trx
    .insertInto('event_days')
    .values({ merchant: cap.merchant, day, kind: cap.kind })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const taken = await trx
    .updateTable('event_days')
    .set({
      row_count: sql<number>`row_count + ${cap.rows}`,
      byte_count: sql<number>`byte_count + ${cap.bytes}`,
    })
    .where('merchant', '=', cap.merchant)
    .where('day', '=', day)
    .where('kind', '=', cap.kind)
    .where((eb) =>
      eb.and([
        eb(sql<number>`row_count + ${cap.rows}`, '<=', limit.rows),
        eb(sql<number>`byte_count + ${cap.bytes}`, '<=', limit.bytes),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The limits, then the insert, in the caller's transaction. Throws Refused (EventsRefusal). */
async function storeEvents(
  trx: Db,
  ip: string,
  events: readonly (NewEvent & { fingerprint?: string })[],
  now: number,
): Promise<void> {
  const ipKey = ipLimitKey(ip);
  const rows = events.map((e) => {
    const payload = JSON.stringify(e.payload);
    return {
      merchant: e.merchant,
      type: e.type,
      name: e.name,
      payload,
      ip,
      ip_key: ipKey,
      member_id: e.memberId,
      created_at: now,
      bytes: eventBytes(e.name, payload),
      fingerprint: e.fingerprint ?? null,
    };
  });
  const refuse = (retryAfterMs: number) => new Refused({ reason: 'events-too-many', retryAfterMs });
  const recent = await rowsInWindow(trx, 'events', 'ip_key', ipKey, EVENTS_IP_LIMIT, now);
  const rowsWait = retryAfter(recent, EVENTS_IP_LIMIT, now, rows.length);
  if (rowsWait !== null) throw refuse(rowsWait);
  const window = await trx
    .selectFrom('events')
    .select(['created_at', 'bytes'])
    .where('ip_key', '=', ipKey)
    .where('created_at', '>', now - EVENTS_IP_BYTES.windowMs)
    .orderBy('created_at')
    .execute();
  const adding = rows.reduce((sum, r) => sum + r.bytes, 0);
  const bytesWait = bytesRetryAfter(window, EVENTS_IP_BYTES, now, adding);
  if (bytesWait !== null) throw refuse(bytesWait);
  // Per merchant and kind (one call holds one merchant's events, of one kind or two).
  const caps = new Map<string, { merchant: string; kind: EventKind; rows: number; bytes: number }>();
  for (const r of rows) {
    const kind = eventKindOf(r.type);
    const key = `${r.merchant}\n${kind}`;
    const cap = caps.get(key) ?? { merchant: r.merchant, kind, rows: 0, bytes: 0 };
    caps.set(key, { ...cap, rows: cap.rows + 1, bytes: cap.bytes + r.bytes });
  }
  for (const cap of caps.values()) {
    // Full for today: until the next UTC day (the transaction undoes a cap taken before).
    if (!(await takeDailyCap(trx, cap, now))) throw refuse((utcDay(now) + 1) * DAY_MS - now);
  }
  await trx.insertInto('events').values(rows).execute();
}

/**
 * Stores the events of one call from the client at `ip`, under EVENTS_IP_LIMIT (rows), EVENTS_IP_BYTES (bytes)
 * and the merchant's EVENTS_DAILY_CAP; a call that would pass any is refused whole. Throws Refused (EventsRefusal).
 */
export async function recordEvents(db: Db, ip: string, events: NewEvent[], now: number): Promise<void> {
  if (events.length === 0) return;
  // The transaction serialises count-then-insert on the single SQLite connection.
  await transact(db, (trx) => storeEvents(trx, ip, events, now));
}

/**
 * Stores a front-end error report, cut to ERROR_REPORT_BOUNDS, under the limits of recordEvents. The same report
 * (errorFingerprint) from the same client (ipLimitKey) within ERROR_REPEAT_WINDOW_MS is counted on the stored row
 * (repeats) and not stored again. Answers which. Throws Refused (EventsRefusal).
 */
export async function recordErrorReport(
  db: Db,
  ip: string,
  merchant: string,
  report: ErrorReport,
  now: number,
): Promise<'stored' | 'repeated'> {
  const bounded = boundedErrorReport(report);
  const fingerprint = errorFingerprint(bounded);
  const ipKey = ipLimitKey(ip);
  return transact(db, async (trx) => {
    const seen = await trx
      .updateTable('events')
      .set({ repeats: sql<number>`repeats + 1` })
      .where(
        'id',
        '=',
        trx
          .selectFrom('events')
          .select('id')
          .where('ip_key', '=', ipKey)
          .where('fingerprint', '=', fingerprint)
          .where('created_at', '>', now - ERROR_REPEAT_WINDOW_MS)
          .where('merchant', '=', merchant)
          .where('type', '=', 'error')
          .orderBy('created_at', 'desc')
          .limit(1),
      )
      .executeTakeFirst();
    if (Number(seen.numUpdatedRows) > 0) return 'repeated';
    const event = { merchant, type: 'error' as const, memberId: null, fingerprint };
    await storeEvents(trx, ip, [{ ...event, name: bounded.message.slice(0, 200), payload: bounded }], now);
    return 'stored';
  });
}

export async function listEvents(db: Db, opts: { type?: string; merchant?: string; limit?: number }) {
  let q = db.selectFrom('events').selectAll();
  if (opts.type) q = q.where('type', '=', opts.type);
  if (opts.merchant) q = q.where('merchant', '=', opts.merchant);
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit ?? 100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    merchant: r.merchant,
    type: r.type,
    name: r.name,
    payload: JSON.parse(r.payload) as unknown,
    ip: r.ip,
    memberId: r.member_id,
    createdAt: r.created_at,
    /** An error report: how many times its client sent it within the window (1: once). */
    repeats: r.repeats,
  }));
}
