import { randomBytes, randomInt } from 'node:crypto';
import type { LoginRequest, LoginValue } from '@app/contract/calls';
import type { FirebaseChannel } from '@app/contract/constants/social-sign-in';
import { isValidUsername } from '@app/contract/credentials';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { hashPassword } from '../crypto/password';
import { FirebaseTokenRejected, type FirebaseIdentity } from './firebase-verifier';
import { completeLogin, completeSignInWithoutPassword, findMemberForLogin, type LoginAttempt } from './login';
import {
  DuplicateMemberError,
  findMemberById,
  findFreeUsername,
  findMemberByMobile,
  insertMember,
  usernameFromMobile,
  type MemberRow,
} from './members';
import { normalisePhone } from './phone';
import { Refused } from './refused';
import { registrantLanguage, type Registrant } from './registration';

/** Why a social or phone sign-in is refused (the answers: routes/refusals.ts). */
export type FirebaseRefusal =
  /** The merchant has no Firebase project (smsProvider firebase flag and projectId). */
  | { reason: 'firebase-unavailable' }
  /** The token did not verify, or does not fit the channel. */
  | { reason: 'firebase-token-invalid' }
  /** No member is bound to the identity: the spec's bind_customer_required. */
  | { reason: 'bind-required' }
  /** The identity is bound to another member of the merchant. */
  | { reason: 'identity-bound' }
  /** Social registration is off: neither the auto-register mode nor FIREBASECREATEACC3. */
  | { reason: 'register-closed'; method: 'social sign-in' }
  /** Phone registration: the number is already a member's. */
  | { reason: 'mobile-taken' }
  /** No free username was found. */
  | { reason: 'username-taken' }
  /** A login request names only one of firebaseChannel and firebaseIdToken, or type firebase without them. */
  | { reason: 'field-required'; field: 'firebaseChannel' | 'firebaseIdToken' };

/** A channel and the id token the browser (or the native app) got from Firebase for it. */
export interface FirebaseSignIn {
  channel: FirebaseChannel;
  idToken: string;
}

/**
 * The Firebase sign-in a login request carries: required with type firebase, optional with type username
 * (the identity to bind). Both fields or neither.
 */
export function firebaseSignInOf(input: LoginRequest): FirebaseSignIn | null {
  const { firebaseChannel: channel, firebaseIdToken: idToken } = input;
  if (channel && idToken) return { channel, idToken };
  if (channel || idToken || input.type === 'firebase') {
    throw new Refused({ reason: 'field-required', field: channel ? 'firebaseIdToken' : 'firebaseChannel' });
  }
  return null;
}

/** The sign-in providers each channel's tokens come from (LINE is an OpenID Connect provider, oidc.line...). */
const channelFits = (channel: FirebaseChannel, identity: FirebaseIdentity): boolean => {
  switch (channel) {
    case 'google':
      return identity.signInProvider === 'google.com';
    case 'facebook':
      return identity.signInProvider === 'facebook.com';
    case 'twitter':
      return identity.signInProvider === 'twitter.com';
    case 'line':
      return identity.signInProvider.startsWith('oidc.line');
    case 'phone':
      return identity.signInProvider === 'phone' && identity.phoneNumber !== null;
  }
};

/** Verifies the token with the merchant's Firebase project and checks it fits the channel. */
export async function verifiedIdentity(a: LoginAttempt, signIn: FirebaseSignIn): Promise<FirebaseIdentity> {
  const provider = a.merchant.settings.public.smsProvider;
  if (!provider.firebase || !provider.projectId) throw new Refused({ reason: 'firebase-unavailable' });
  let identity: FirebaseIdentity;
  try {
    identity = await a.app.firebase.verifyIdToken(provider.projectId, signIn.idToken);
  } catch (err) {
    if (err instanceof FirebaseTokenRejected) throw new Refused({ reason: 'firebase-token-invalid' });
    // Firebase could not be asked (network, credentials): the player's request is not at fault, so no 5xx.
    a.app.log.error({ err }, 'Firebase id token verification failed');
    throw new Refused({ reason: 'firebase-unavailable' });
  }
  if (!channelFits(signIn.channel, identity)) throw new Refused({ reason: 'firebase-token-invalid' });
  return identity;
}

async function boundMemberId(db: Db, merchant: string, uid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('firebase_identities')
    .select('member_id')
    .where('merchant', '=', merchant)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.member_id;
}

/** Binds the identity to the member; already bound to it is fine, bound to another member is refused. */
export async function bindIdentity(
  db: Db,
  merchant: string,
  identity: FirebaseIdentity,
  memberId: number,
  now: number,
): Promise<void> {
  // Nothing on conflict rather than catching the violation: on PostgreSQL a failed statement ends the caller's
  // transaction, and the check below must still run in it.
  await db
    .insertInto('firebase_identities')
    .values({
      merchant,
      uid: identity.uid,
      member_id: memberId,
      sign_in_provider: identity.signInProvider,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if ((await boundMemberId(db, merchant, identity.uid)) !== memberId) {
    throw new Refused({ reason: 'identity-bound' });
  }
}

/**
 * Social or phone login (login type firebase): the member bound to the identity. The phone channel also finds
 * the member whose proven mobile (members.mobile_verified) is the token's verified phone number, and binds it.
 * Otherwise bind-required. A member with verify_new_ip is asked the verification from a new IP, as by the
 * password login (completeSignInWithoutPassword).
 */
export async function firebaseLogin(a: LoginAttempt, signIn: FirebaseSignIn): Promise<LoginValue> {
  const identity = await verifiedIdentity(a, signIn);
  const { db } = a.app;
  const boundId = await boundMemberId(db, a.merchant.code, identity.uid);
  let member = boundId === undefined ? undefined : await findMemberById(db, boundId);
  if (!member && signIn.channel === 'phone') {
    const mobile = normalisePhone(identity.phoneNumber ?? '');
    const owner = mobile ? await findMemberByMobile(db, a.merchant.code, mobile) : undefined;
    // Bound only to a proven number: else whoever registered someone else's number would get its owner.
    if (owner?.mobile_verified === 1) {
      await bindIdentity(db, a.merchant.code, identity, owner.id, a.app.now());
      member = owner;
    }
  }
  if (!member) throw new Refused({ reason: 'bind-required' });
  // The password login's new-IP rule: a bound identity is no way around it.
  return completeSignInWithoutPassword(a, member);
}

/**
 * Before a password login that carries a pending identity ("log in to existing account"): the token must
 * verify, and the identity must not be bound to another account than the one the login names (by member id:
 * the login may name it by username or by any spelling of its mobile number).
 */
export async function identityToBind(
  a: LoginAttempt,
  signIn: FirebaseSignIn,
  typed: string,
): Promise<FirebaseIdentity> {
  const identity = await verifiedIdentity(a, signIn);
  const boundId = await boundMemberId(a.app.db, a.merchant.code, identity.uid);
  if (boundId !== undefined && boundId !== (await findMemberForLogin(a, typed))?.id) {
    throw new Refused({ reason: 'identity-bound' });
  }
  return identity;
}

/** Candidate tries of a derived username before falling back to a random one. */
export const DERIVED_USERNAME_TRIES = 8;

/**
 * A username passing the username rule, from the identity: 'm' and the last digits of a phone number, else
 * the e-mail's local part or the display name (letters, digits, underscores; a letter first).
 */
export function derivedUsername(identity: FirebaseIdentity): string {
  if (identity.phoneNumber) return usernameFromMobile(identity.phoneNumber);
  const source = identity.email?.split('@')[0] ?? identity.name ?? '';
  const cleaned = source.toLowerCase().replace(/[^a-z0-9_]/g, '');
  const lettered = /^[a-z]/.test(cleaned) ? cleaned : `u${cleaned}`;
  const base = lettered.slice(0, 12);
  return base.length >= 4 ? base : `${base}${randomInt(1000, 10000)}`.slice(0, 12);
}

/**
 * The base (when it passes the username rule), then the base with a random suffix, then a random name: the
 * first one free on the merchant.
 */
async function freeUsername(db: Db, merchant: string, base: string): Promise<string> {
  const suffixed = () => `${base.slice(0, 11)}_${randomInt(1000, 10000)}`;
  const first = isValidUsername(base) ? base : suffixed();
  const free = await findFreeUsername(
    db,
    merchant,
    (attempt) => (attempt === 0 ? first : suffixed()),
    DERIVED_USERNAME_TRIES,
  );
  return free ?? `u${randomInt(10_000_000, 100_000_000)}`;
}

/**
 * Social registration (the auto-register mode, or 'register new' with FIREBASECREATEACC3): a new member bound
 * to the identity, signed in. The member has a random password it never learns (it signs in through Firebase);
 * a phone identity gives the member its mobile. An identity already bound signs in to its member.
 */
export async function firebaseRegister(a: Registrant, signIn: FirebaseSignIn): Promise<LoginValue> {
  const { settings } = a.merchant;
  if (!settings.public.socialSignIn.autoRegister && !settings.public.whitelabel.FIREBASECREATEACC3) {
    throw new Refused({ reason: 'register-closed', method: 'social sign-in' });
  }
  const identity = await verifiedIdentity(a, signIn);
  const { db } = a.app;
  const boundId = await boundMemberId(db, a.merchant.code, identity.uid);
  const bound = boundId === undefined ? undefined : await findMemberById(db, boundId);
  // An identity already bound signs in, under the new-IP rule like its login.
  if (bound) return completeSignInWithoutPassword(a, bound);

  const mobile = signIn.channel === 'phone' ? normalisePhone(identity.phoneNumber ?? '') : null;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'), a.app.scryptLogN);
  const language = registrantLanguage(a);
  const now = a.app.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const username = await freeUsername(db, a.merchant.code, derivedUsername(identity));
    try {
      const member: MemberRow = await transact(db, async (trx) => {
        const created = await insertMember(
          trx,
          {
            merchant: a.merchant.code,
            username,
            mobile,
            passwordHash,
            language,
            // The registration signs in: that is the member's first login.
            firstLoginDone: false,
          },
          now,
        );
        await bindIdentity(trx, a.merchant.code, identity, created.id, now);
        return created;
      });
      return await completeLogin(a, member);
    } catch (err) {
      if (err instanceof DuplicateMemberError && err.field === 'mobile') {
        throw new Refused({ reason: 'mobile-taken' });
      }
      // A concurrent registration of the same identity won: sign in to its member.
      if (err instanceof Refused && err.refusal.reason === 'identity-bound') {
        const winnerId = await boundMemberId(db, a.merchant.code, identity.uid);
        const winner = winnerId === undefined ? undefined : await findMemberById(db, winnerId);
        if (winner) return completeSignInWithoutPassword(a, winner);
      }
      // Another registration took the name between the check and the insert: try another one.
      if (!(err instanceof DuplicateMemberError)) throw err;
    }
  }
  throw new Refused({ reason: 'username-taken' });
}

/**
 * Two-factor by SMS through the phone provider: the app proves the number with a Firebase phone sign-in (its
 * id token) instead of the platform's code. True when the token's verified number is the member's.
 */
export async function phoneTokenProvesMobile(
  a: LoginAttempt,
  mobile: string,
  idToken: string,
): Promise<boolean> {
  const identity = await verifiedIdentity(a, { channel: 'phone', idToken });
  return normalisePhone(identity.phoneNumber ?? '') === mobile;
}
