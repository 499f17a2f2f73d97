import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants/language';
import type { Selectable } from 'kysely';
import { isUniqueViolation, type Db } from '../db/database';
import type { MembersTable } from '../db/schema';
import type { Merchant } from './merchants';
import { Refused } from './refused';
import { newInviteCode } from './referral-rules';

export type MemberRow = Selectable<MembersTable>;

export interface ClubLabel {
  labelName: string;
  labelId: string;
  type: string;
  rankLevel: number;
}

export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  passwordIsDefault?: boolean;
  passwordChangedAt?: number;
  type?: number;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  totpSecret?: string | null;
  verifyNewIp?: boolean;
  language?: string;
  clubLabel?: ClubLabel | null;
  firstLoginDone?: boolean;
  registerMethod?: string | null;
  registerUrl?: string | null;
  domain?: string | null;
  affiliateCode?: string | null;
  referralCode?: string | null;
  pixelTrack?: Record<string, string> | null;
  loginDeviceId?: string | null;
  originalDomain?: string | null;
  adAttribution?: Record<string, string> | null;
  officialAppLogin?: boolean;
}

export class DuplicateMemberError extends Error {
  constructor(readonly field: 'username' | 'mobile') {
    super(`duplicate ${field}`);
  }
}

/** New invite codes tried before giving up: a clash is about one in 10^11 per member already there. */
const INVITE_CODE_TRIES = 5;

/**
 * Inserts a member with a fresh invite code (migration 032); the unique indexes decide duplicates (so concurrent
 * inserts of one name create one row), and an invite code that clashes is drawn again.
 */
export async function insertMember(db: Db, m: NewMember, now: number): Promise<MemberRow> {
  for (let tries = 1; ; tries++) {
    const row = await insertMemberWithCode(db, m, newInviteCode(), now);
    if (row) return row;
    if (tries >= INVITE_CODE_TRIES) throw new Error('no free invite code');
  }
}

async function insertMemberWithCode(
  db: Db,
  m: NewMember,
  inviteCode: string,
  now: number,
): Promise<MemberRow | undefined> {
  try {
    return await db
      .insertInto('members')
      .values({
        merchant: m.merchant,
        username: m.username,
        mobile: m.mobile ?? null,
        password_hash: m.passwordHash,
        password_is_default: m.passwordIsDefault ? 1 : 0,
        password_changed_at: m.passwordChangedAt ?? now,
        type: m.type ?? 0,
        reg_date: now,
        language: m.language ?? DEFAULT_INTERFACE_LANGUAGE,
        club_label: m.clubLabel ? JSON.stringify(m.clubLabel) : null,
        first_login_done: m.firstLoginDone ? 1 : 0,
        email: m.email ?? null,
        payee_name: m.payeeName ?? null,
        totp_secret: m.totpSecret ?? null,
        verify_new_ip: m.verifyNewIp ? 1 : 0,
        register_method: m.registerMethod ?? null,
        register_url: m.registerUrl ?? null,
        domain: m.domain ?? null,
        affiliate_code: m.affiliateCode ?? null,
        referral_code: m.referralCode ?? null,
        pixel_track: m.pixelTrack ? JSON.stringify(m.pixelTrack) : null,
        login_device_id: m.loginDeviceId ?? null,
        original_domain: m.originalDomain ?? null,
        ad_attribution: m.adAttribution ? JSON.stringify(m.adAttribution) : null,
        official_app_login: m.officialAppLogin ? 1 : 0,
        invite_code: inviteCode,
        created_at: now,
      })
      // A clashing invite code inserts nothing (and the caller draws another), rather than failing: on PostgreSQL a
      // failed statement would end the caller's transaction.
      .onConflict((oc) =>
        oc.columns(['merchant', 'invite_code']).where('invite_code', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
  } catch (err) {
    if (isUniqueViolation(err, 'mobile')) throw new DuplicateMemberError('mobile');
    if (isUniqueViolation(err, 'username')) throw new DuplicateMemberError('username');
    throw err;
  }
}

export const findMemberByUsername = (db: Db, merchant: string, username: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant', '=', merchant)
    .where('username', '=', username)
    .executeTakeFirst();

export const findMemberByMobile = (db: Db, merchant: string, mobile: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant', '=', merchant)
    .where('mobile', '=', mobile)
    .executeTakeFirst();

export const findMemberById = (db: Db, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

/** A new password: stored hashed, no longer the merchant's default, password age restarts. */
export async function setPassword(
  db: Db,
  memberId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: now, password_is_default: 0 })
    .where('id', '=', memberId)
    .execute();
}

/** Turns the member's own referral promotion on or off (MCSFE_getMerchantAvailablePromotions' personal REFERRAL). */
export async function setReferralEnabled(db: Db, memberId: number, enabled: boolean): Promise<void> {
  await db
    .updateTable('members')
    .set({ referral_enabled: enabled ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
}

/** Why a member's language is refused (the answer: routes/refusals.ts). */
export type LanguageRefusal = { reason: 'language-unsupported'; language: string };

/** Sets the member's language, one of the merchant's languages. Throws Refused (LanguageRefusal). */
export async function setLanguage(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: string,
): Promise<void> {
  if (!merchant.settings.public.languages.some((l) => l === language)) {
    throw new Refused({ reason: 'language-unsupported', language });
  }
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
}

/**
 * Records that an authenticator code of `step` was accepted, when no code of that step or a later one was:
 * one conditional UPDATE, so a code (or an older one still in the window) is accepted once, even in parallel.
 */
export async function acceptTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('members')
    .set({ totp_last_step: step })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .execute();
  return updated.length > 0;
}

/** An SMS code sent to the member's number was used: the number is proven (a phone identity may bind to it). */
export async function markMobileVerified(db: Db, memberId: number): Promise<void> {
  await db.updateTable('members').set({ mobile_verified: 1 }).where('id', '=', memberId).execute();
}

export async function markFirstLoginDone(db: Db, memberId: number): Promise<void> {
  await db.updateTable('members').set({ first_login_done: 1 }).where('id', '=', memberId).execute();
}

/**
 * The first candidate username not taken on the merchant, trying at most `maxTries` candidates; null when
 * every one was taken (so a full name space cannot loop forever).
 */
/** A username from a mobile number: 'm' and its last 15 digits (fits the username rule). */
export const usernameFromMobile = (mobile: string): string => `m${mobile.replace(/\D/g, '').slice(-15)}`;

export async function findFreeUsername(
  db: Db,
  merchant: string,
  /** The candidate of each try (0, 1, …). */
  candidate: (attempt: number) => string,
  maxTries: number,
): Promise<string | null> {
  for (let i = 0; i < maxTries; i++) {
    const username = candidate(i);
    if (!(await findMemberByUsername(db, merchant, username))) return username;
  }
  return null;
}

export function parseClubLabel(json: string | null): ClubLabel | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ClubLabel;
  } catch {
    return null;
  }
}

const parseRecord = (json: string | null): Record<string, string> | null => {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return null;
  }
};

/** What a member's registration recorded: how, where, and the attribution it carried. */
export const registrationRecord = (m: MemberRow) => ({
  registerMethod: m.register_method,
  registerUrl: m.register_url,
  domain: m.domain,
  originalDomain: m.original_domain,
  affiliateCode: m.affiliate_code,
  referralCode: m.referral_code,
  pixelTrack: parseRecord(m.pixel_track),
  adAttribution: parseRecord(m.ad_attribution),
  loginDeviceId: m.login_device_id,
  officialAppLogin: m.official_app_login === 1,
});
