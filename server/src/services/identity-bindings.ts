import type { FirebaseChannel } from '@app/contract/constants/social-sign-in';
import { sha256Hex } from '../crypto/tokens';
import type { Db } from '../db/database';
import { dropPendingSignIns } from './pending-sign-ins';

/**
 * The Firebase identities (social and phone sign-in) bound to a member, as the member and the admin see and
 * remove them. A binding is named by `bindingId`, a digest of its uid: the uid itself is never answered to the
 * member (it is what the provider knows the person by).
 */

/** A binding as the member sees it (relay WPSCORE_listBoundIdentities). */
export interface BoundIdentity {
  id: string;
  provider: FirebaseChannel;
  /** When it was bound (epoch ms). */
  boundAt: number;
}

/** The handle of a binding: 96 bits of the uid's SHA-256, stable for as long as the binding lives. */
export const bindingId = (uid: string): string => sha256Hex(uid).slice(0, 24);

/**
 * The channel of a token's firebase.sign_in_provider, as bindIdentity stored it; null for one no channel signs
 * in with (bindIdentity binds only tokens that fit a channel, so none is stored).
 */
export function providerChannel(signInProvider: string): FirebaseChannel | null {
  if (signInProvider === 'google.com') return 'google';
  if (signInProvider === 'facebook.com') return 'facebook';
  if (signInProvider === 'twitter.com') return 'twitter';
  if (signInProvider.startsWith('oidc.line')) return 'line';
  if (signInProvider === 'phone') return 'phone';
  return null;
}

const memberBindings = (db: Db, memberId: number) =>
  db
    .selectFrom('firebase_identities')
    .select(['merchant', 'uid', 'sign_in_provider', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('uid')
    .execute();

/** The member's bindings, newest first. */
export async function listBoundIdentities(db: Db, memberId: number): Promise<BoundIdentity[]> {
  const rows = await memberBindings(db, memberId);
  return rows.flatMap((row) => {
    const provider = providerChannel(row.sign_in_provider);
    return provider ? [{ id: bindingId(row.uid), provider, boundAt: row.created_at }] : [];
  });
}

/** The member's bindings for the admin: the uid and the provider as Firebase names them too. */
export async function listBindingsForAdmin(db: Db, memberId: number) {
  const rows = await memberBindings(db, memberId);
  return rows.map((row) => ({
    id: bindingId(row.uid),
    provider: providerChannel(row.sign_in_provider),
    signInProvider: row.sign_in_provider,
    uid: row.uid,
    boundAt: row.created_at,
  }));
}

/**
 * Removes the member's binding of this id: its sign-in then answers bind_customer_required. Answers whether one
 * was removed (an id of no binding of the member, another member's included, removes nothing).
 */
export async function removeBoundIdentity(db: Db, memberId: number, id: string): Promise<boolean> {
  const bound = (await memberBindings(db, memberId)).find((row) => bindingId(row.uid) === id);
  if (!bound) return false;
  const result = await db
    .deleteFrom('firebase_identities')
    .where('merchant', '=', bound.merchant)
    .where('uid', '=', bound.uid)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Drops every identity bound to the member and the member's sign-ins waiting for the new-IP verification: after
 * a password change or an admin's session revocation no social or phone sign-in bound before still opens the
 * account (an intruder's binding goes with the owner's; the owner binds again through 'log in to existing
 * account' with the password). Answers how many bindings were dropped.
 */
export async function dropIdentityBindings(db: Db, memberId: number): Promise<number> {
  await dropPendingSignIns(db, memberId);
  const result = await db
    .deleteFrom('firebase_identities')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
