import { newToken, sha256Hex } from '../crypto/tokens';
import type { Db } from '../db/database';
import type { MemberRow } from './members';
import { MAX_SESSION_TTL_SECONDS } from './merchants';

export interface NewSession {
  token: string;
  expiresAt: number;
}

/**
 * Creates a session (at most MAX_SESSION_TTL_SECONDS long); only the token's SHA-256 is stored. A session
 * opened with the default password is restricted to the password change (`passwordChangeRequired`).
 */
export async function createSession(
  db: Db,
  member: Pick<MemberRow, 'id' | 'merchant'>,
  ip: string,
  ttlSeconds: number,
  now: number,
  passwordChangeRequired = false,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = now + Math.min(ttlSeconds, MAX_SESSION_TTL_SECONDS) * 1000;
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      member_id: member.id,
      merchant: member.merchant,
      ip,
      created_at: now,
      expires_at: expiresAt,
      password_change_required: passwordChangeRequired ? 1 : 0,
    })
    .execute();
  return { token, expiresAt };
}

export interface SessionLookup {
  sessionId: number;
  ip: string;
  merchant: string;
  expiresAt: number;
  revoked: boolean;
  /** Opened with the default password: only the calls of the password change until it changes. */
  passwordChangeRequired: boolean;
  member: MemberRow;
}

export async function findSession(db: Db, token: string): Promise<SessionLookup | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!session) return undefined;
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', session.member_id)
    .executeTakeFirst();
  if (!member) return undefined;
  return {
    sessionId: session.id,
    ip: session.ip,
    merchant: session.merchant,
    expiresAt: session.expires_at,
    revoked: session.revoked === 1,
    passwordChangeRequired: session.password_change_required === 1,
    member,
  };
}

/** The password changed: the session is no longer restricted. */
export async function liftPasswordChangeRequired(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ password_change_required: 0 }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a member, except `exceptSessionId` when given; answers how many were revoked. */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  exceptSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked: 1 })
    .where('member_id', '=', memberId)
    .where('revoked', '=', 0);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
