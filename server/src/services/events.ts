import type { Db } from '../db/database';
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

/** Why events are refused (the answer: routes/refusals.ts). */
export type EventsRefusal = { reason: 'events-too-many'; retryAfterMs: number };

export interface NewEvent {
  merchant: string;
  type: EventType;
  name: string | null;
  payload: unknown;
  memberId: number | null;
}

/** Stores the events of one call from the client at `ip`, under EVENTS_IP_LIMIT. Throws Refused (EventsRefusal). */
export async function recordEvents(db: Db, ip: string, events: NewEvent[], now: number): Promise<void> {
  if (events.length === 0) return;
  const ipKey = ipLimitKey(ip);
  // The transaction serialises count-then-insert on the single SQLite connection.
  await db.transaction().execute(async (trx) => {
    const recent = await rowsInWindow(trx, 'events', 'ip_key', ipKey, EVENTS_IP_LIMIT, now);
    const retryAfterMs = retryAfter(recent, EVENTS_IP_LIMIT, now, events.length);
    if (retryAfterMs !== null) throw new Refused({ reason: 'events-too-many', retryAfterMs });
    await trx
      .insertInto('events')
      .values(
        events.map((e) => ({
          merchant: e.merchant,
          type: e.type,
          name: e.name,
          payload: JSON.stringify(e.payload),
          ip,
          ip_key: ipKey,
          member_id: e.memberId,
          created_at: now,
        })),
      )
      .execute();
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
  }));
}
