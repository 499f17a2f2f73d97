import { WITHDRAW_PASSWORD_PATTERN, WITHDRAW_PASSWORD_TRIES } from '@app/contract/constants/money';
import type { Selectable } from 'kysely';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db } from '../db/database';
import type { WithdrawPasswordsTable } from '../db/schema';
import type { MoneyTransaction } from './ledger';
import { throttledCheck, type LoginAttempt } from './login';
import { Refused } from './refused';
import type { SessionLookup } from './sessions';
import { throttleAccount } from './throttle';

/**
 * The withdrawal password (the withdrawal page): six digits the member sets once, after proving the account with
 * the login password; stored with scrypt like login passwords. WITHDRAW_PASSWORD_TRIES wrong ones in a row lock
 * withdrawals for the merchant's lockMinutes; staff reset (the member sets a new one) and unlock it.
 */

/** Why setting or using the withdrawal password is refused (the answers: routes/refusals.ts). */
export type WithdrawPasswordRefusal =
  /** Not six digits, or the member has one already (only staff reset it). */
  | { reason: 'withdraw-password-invalid' }
  | { reason: 'withdraw-password-unset' }
  | { reason: 'withdraw-password-wrong'; triesLeft: number }
  | { reason: 'withdraw-password-locked'; lockedUntil: number };

type PasswordRow = Pick<
  Selectable<WithdrawPasswordsTable>,
  'password_hash' | 'failed_tries' | 'locked_until'
>;

/** Until when withdrawals are locked, or null when they are not (a lock that ended is none). */
export const lockedUntil = (
  row: Pick<PasswordRow, 'locked_until'> | undefined,
  now: number,
): number | null => (row?.locked_until != null && row.locked_until > now ? row.locked_until : null);

async function passwordRow(db: Db | MoneyTransaction, memberId: number): Promise<PasswordRow | undefined> {
  return db
    .selectFrom('withdraw_passwords')
    .select(['password_hash', 'failed_tries', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** What the withdrawal page shows of the password: whether it is set, and the lock while it lasts. */
export async function withdrawPasswordStatus(
  db: Db,
  memberId: number,
  now: number,
): Promise<{ hasWithdrawPassword: boolean; lockedUntil: number | null }> {
  const row = await passwordRow(db, memberId);
  return { hasWithdrawPassword: row !== undefined, lockedUntil: lockedUntil(row, now) };
}

/**
 * Sets the member's withdrawal password once. The login password comes first, checked under the account's login
 * throttle like a password change (a wrong one counts as a failed login: wrong-old-password, then throttled);
 * then six digits (withdraw-password-invalid), and none set before (withdraw-password-invalid too: a second one
 * would let whoever holds a session replace it; staff reset it). Throws Refused.
 */
export async function setWithdrawPassword(
  a: LoginAttempt,
  session: SessionLookup,
  loginPassword: string,
  withdrawPassword: string,
): Promise<void> {
  const { member } = session;
  await throttledCheck(a, throttleAccount(member, member.username), async () => {
    if (!(await verifyPassword(loginPassword, member.password_hash))) {
      throw new Refused({ reason: 'wrong-old-password' });
    }
  });
  if (!WITHDRAW_PASSWORD_PATTERN.test(withdrawPassword)) {
    throw new Refused({ reason: 'withdraw-password-invalid' });
  }
  const hash = await hashPassword(withdrawPassword, a.app.scryptLogN);
  const inserted = await a.app.db
    .insertInto('withdraw_passwords')
    .values({ member_id: member.id, password_hash: hash, updated_at: a.app.now() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    throw new Refused({ reason: 'withdraw-password-invalid' });
  }
}

/**
 * The slow half of a withdrawal's password check, run before the withdrawal's transaction (scrypt must not hold
 * the member's wallet lock): whether the typed password matches the hash stored now. Null when the member has no
 * password, or when withdrawals are locked (the transaction refuses those, no scrypt spent).
 */
export async function verifyWithdrawPassword(
  db: Db,
  memberId: number,
  typed: string,
  now: number,
): Promise<PasswordProof | null> {
  const row = await passwordRow(db, memberId);
  if (!row || lockedUntil(row, now) !== null) return null;
  return { hash: row.password_hash, matches: await verifyPassword(typed, row.password_hash) };
}

/** The outcome of verifyWithdrawPassword: against which hash, and whether the password matched it. */
export interface PasswordProof {
  hash: string;
  matches: boolean;
}

/**
 * The decision, inside the withdrawal's transaction (the member's wallet lock held): unset, locked, wrong or
 * right, by the row as it is now. A wrong password (or one checked against a hash staff replaced since) counts a
 * try with a conditional update; the last try locks withdrawals for lockMinutes and starts the count again. A
 * right one clears the count. Answers the refusal, which the caller throws only once the transaction has
 * committed the count; null when the password is right.
 */
export async function decideWithdrawPassword(
  trx: MoneyTransaction,
  memberId: number,
  proof: PasswordProof | null,
  lockMinutes: number,
  now: number,
): Promise<Refused | null> {
  const row = await passwordRow(trx, memberId);
  if (!row) return new Refused({ reason: 'withdraw-password-unset' });
  const locked = lockedUntil(row, now);
  if (locked !== null) return new Refused({ reason: 'withdraw-password-locked', lockedUntil: locked });
  const right = proof !== null && proof.matches && proof.hash === row.password_hash;
  if (right) {
    await trx
      .updateTable('withdraw_passwords')
      .set({ failed_tries: 0, locked_until: null, updated_at: now })
      .where('member_id', '=', memberId)
      .execute();
    return null;
  }
  const tries = row.failed_tries + 1;
  if (tries >= WITHDRAW_PASSWORD_TRIES) {
    const until = now + lockMinutes * 60_000;
    await trx
      .updateTable('withdraw_passwords')
      .set({ failed_tries: 0, locked_until: until, updated_at: now })
      .where('member_id', '=', memberId)
      .where('failed_tries', '=', row.failed_tries)
      .execute();
    return new Refused({ reason: 'withdraw-password-locked', lockedUntil: until });
  }
  await trx
    .updateTable('withdraw_passwords')
    .set({ failed_tries: tries, updated_at: now })
    .where('member_id', '=', memberId)
    .where('failed_tries', '=', row.failed_tries)
    .execute();
  return new Refused({ reason: 'withdraw-password-wrong', triesLeft: WITHDRAW_PASSWORD_TRIES - tries });
}

/** Staff reset: the password goes, and with it any lock; the member sets a new one. Answers whether one was set. */
export async function resetWithdrawPassword(db: Db, memberId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('withdraw_passwords')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Staff unlock: withdrawals open again and the count starts over. Answers whether the member has a password. */
export async function unlockWithdrawPassword(db: Db, memberId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('withdraw_passwords')
    .set({ failed_tries: 0, locked_until: null, updated_at: now })
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets a member's withdrawal password directly (the demo seed; the member sets theirs on the withdrawal page). */
export async function seedWithdrawPassword(
  db: Db,
  memberId: number,
  hash: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('withdraw_passwords')
    .values({ member_id: memberId, password_hash: hash, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}
