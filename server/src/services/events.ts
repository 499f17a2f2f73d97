import type { Db } from '../db/database';

export type EventType = 'tracking' | 'error';

export interface NewEvent {
  merchant: string;
  type: EventType;
  name: string | null;
  payload: unknown;
  ip: string;
  memberId: number | null;
}

export async function recordEvents(db: Db, events: NewEvent[], now: number): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('events')
    .values(
      events.map((e) => ({
        merchant: e.merchant,
        type: e.type,
        name: e.name,
        payload: JSON.stringify(e.payload),
        ip: e.ip,
        member_id: e.memberId,
        created_at: now,
      })),
    )
    .execute();
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
