import { PUSH_TOPIC_ALL } from '@app/contract/constants/push';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { ipLimitKey } from '../net/client-ip';
import { retryAfter, rowsInWindow } from './rate-window';
import { Refused } from './refused';

/**
 * Push registration tokens (entry §4 "Login state follows the token", §7 CSP_fcm*): a signed-in member binds
 * the browser's token and subscribes it to topic ALL; without a session the browser unbinds it. A token is a
 * long random secret of one browser, so knowing it is the proof of owning it; rows are kept per merchant, so
 * nothing done on one merchant reaches another's.
 */

/** The topics a token may be subscribed to: the spec names only ALL. */
export const PUSH_TOPICS: readonly string[] = [PUSH_TOPIC_ALL];

/**
 * At most `max` new tokens per client (ipLimitKey: an IPv6 /64 is one) within `windowMs`: a browser has one,
 * a household a few; a flood of invented tokens would only fill the table. Binding a known token again is not
 * counted (it adds no row).
 */
export const PUSH_BIND_IP_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** Why a push relay is refused (the answers: routes/refusals.ts). */
export type PushRefusal =
  | { reason: 'push-topic-unknown'; topic: string }
  | { reason: 'push-token-unbound' }
  | { reason: 'push-too-many'; retryAfterMs: number };

interface TokenOf {
  merchant: string;
  token: string;
}

const topicsOf = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * CSP_fcmBind: binds the token to the member. A token bound to another member (the browser's previous player)
 * moves to this one and loses that member's topics; a new token counts against PUSH_BIND_IP_LIMIT.
 */
export async function bindPushToken(
  db: Db,
  b: TokenOf & { memberId: number; ip: string },
  now: number,
): Promise<void> {
  const ipKey = ipLimitKey(b.ip);
  // The transaction serialises count-then-insert on the single SQLite connection.
  await transact(db, async (trx) => {
    const row = await trx
      .selectFrom('push_tokens')
      .select(['member_id'])
      .where('merchant', '=', b.merchant)
      .where('token', '=', b.token)
      .executeTakeFirst();
    if (row) {
      await trx
        .updateTable('push_tokens')
        .set({
          member_id: b.memberId,
          ...(row.member_id === b.memberId ? {} : { topics: '[]' }),
          updated_at: now,
        })
        .where('merchant', '=', b.merchant)
        .where('token', '=', b.token)
        .execute();
      return;
    }
    const recent = await rowsInWindow(trx, 'push_tokens', 'ip_key', ipKey, PUSH_BIND_IP_LIMIT, now);
    const retryAfterMs = retryAfter(recent, PUSH_BIND_IP_LIMIT, now);
    if (retryAfterMs !== null) throw new Refused({ reason: 'push-too-many', retryAfterMs });
    await trx
      .insertInto('push_tokens')
      .values({
        merchant: b.merchant,
        token: b.token,
        member_id: b.memberId,
        ip_key: ipKey,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}

/**
 * CSP_fcmSubscribe: adds a known topic to a token bound to this member. An unknown token and one bound to
 * someone else get the same refusal, so the answer tells nothing about other members' tokens.
 */
export async function subscribePushToken(
  db: Db,
  s: TokenOf & { memberId: number; topic: string },
  now: number,
): Promise<void> {
  if (!PUSH_TOPICS.includes(s.topic)) throw new Refused({ reason: 'push-topic-unknown', topic: s.topic });
  await transact(db, async (trx) => {
    const row = await trx
      .selectFrom('push_tokens')
      .select(['topics'])
      .where('merchant', '=', s.merchant)
      .where('token', '=', s.token)
      .where('member_id', '=', s.memberId)
      .executeTakeFirst();
    if (!row) throw new Refused({ reason: 'push-token-unbound' });
    const topics = topicsOf(row.topics);
    if (topics.includes(s.topic)) return;
    await trx
      .updateTable('push_tokens')
      .set({ topics: JSON.stringify([...topics, s.topic]), updated_at: now })
      .where('merchant', '=', s.merchant)
      .where('token', '=', s.token)
      .execute();
  });
}

/**
 * CSP_fcmUnsubscribe, with or without a session: unbinds the token from its member, and with unsubscribeAll
 * drops its topics too. The same empty answer whether the token exists or not: a guest learns nothing.
 */
export async function unsubscribePushToken(
  db: Db,
  u: TokenOf & { unsubscribeAll: boolean },
  now: number,
): Promise<void> {
  await db
    .updateTable('push_tokens')
    .set({ member_id: null, ...(u.unsubscribeAll ? { topics: '[]' } : {}), updated_at: now })
    .where('merchant', '=', u.merchant)
    .where('token', '=', u.token)
    .execute();
}

/** How much of a token the admin view shows: enough to tell tokens apart, not enough to send to one. */
export const TOKEN_SHOWN_CHARS = 12;

/** The admin view: a merchant's tokens, newest change first, optionally of one member. */
export async function listPushTokens(db: Db, opts: { merchant: string; memberId?: number; limit: number }) {
  let q = db
    .selectFrom('push_tokens')
    .leftJoin('members', 'members.id', 'push_tokens.member_id')
    .select([
      'push_tokens.token',
      'push_tokens.member_id',
      'members.username',
      'push_tokens.topics',
      'push_tokens.created_at',
      'push_tokens.updated_at',
    ])
    .where('push_tokens.merchant', '=', opts.merchant);
  if (opts.memberId !== undefined) q = q.where('push_tokens.member_id', '=', opts.memberId);
  const rows = await q.orderBy('push_tokens.updated_at', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({
    tokenStart: r.token.slice(0, TOKEN_SHOWN_CHARS),
    memberId: r.member_id,
    username: r.username ?? null,
    topics: topicsOf(r.topics),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}
