import type { MerchantSettings } from '@app/contract/settings';
import type { Db } from '../db/database';
import { newToken, sha256Hex } from '../crypto/tokens';
import { Refused } from './refused';

/**
 * Banner hand-over codes (signed-in §4 "Banner click": an external URL gets `token` and `username`). The session
 * token, a bearer credential for 24 hours, never leaves the app for this: a signed-in player's tap on an external
 * banner asks WPSCORE_bannerHandover, which answers a code in its place, and only for an https link to a host the
 * merchant trusts. The partner's server exchanges the code once (POST /wps/partner/handover) for the member's
 * username.
 */

/** A code must be exchanged this soon after the tap (the partner's page exchanges it as it loads). */
export const HANDOVER_TTL_MS = 2 * 60_000;

/** Why a partner's exchange is refused (the answer: routes/refusals.ts). One reason for every invalid code. */
export type BannerHandoverRefusal = { reason: 'handover-invalid' };

const invalid = () => new Refused({ reason: 'handover-invalid' });

/** A configured host ('www.shop.example', 'https://www.shop.example', 'shop.example:8443') as a URL names it. */
function hostOf(entry: string): string | null {
  const text = entry.trim();
  if (!text) return null;
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).hostname || null;
  } catch {
    return null;
  }
}

/** The hosts whose banner links get a code: the merchant's own domains and its partner hosts, as URLs name them. */
export function handoverHosts(settings: Pick<MerchantSettings, 'domains' | 'bannerTokenHosts'>): Set<string> {
  const entries = [...settings.domains.map((d) => d.domainName), ...settings.bannerTokenHosts];
  return new Set(entries.map(hostOf).filter((h): h is string => h !== null));
}

/**
 * The origin a banner link's code is bound to, or null when the link gets none: it must be an absolute https
 * URL, without credentials, whose host is exactly one of `hosts` (no subdomain, no look-alike). A plain http
 * link (readable on the way) or any other host gets no code: the app opens it without parameters.
 */
export function handoverOrigin(link: string, hosts: ReadonlySet<string>): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return hosts.has(url.hostname) ? url.origin : null;
}

/** An origin as the partner may write it ('https://partner.example/', upper case): its URL's origin, or null. */
function originOf(text: string): string | null {
  try {
    return new URL(text.trim()).origin;
  } catch {
    return null;
  }
}

export interface HandoverRequest {
  merchant: string;
  memberId: number;
  sessionId: number;
  origin: string;
}

/** Records a code and answers it (the only copy: the table keeps its hash); expired and used codes go on the way. */
export async function createHandover(db: Db, handover: HandoverRequest, now: number): Promise<string> {
  const code = newToken();
  await db
    .deleteFrom('banner_handovers')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('banner_handovers')
    .values({
      code_hash: sha256Hex(code),
      merchant: handover.merchant,
      member_id: handover.memberId,
      session_id: handover.sessionId,
      origin: handover.origin,
      created_at: now,
      expires_at: now + HANDOVER_TTL_MS,
    })
    .execute();
  return code;
}

/** What the partner learns of the member: who it is, for which merchant, and the origin the code was given for. */
export interface HandoverMember {
  username: string;
  merchant: string;
  origin: string;
}

/**
 * Exchanges a code, once: it is used up by one conditional UPDATE (of two exchanges at once exactly one gets
 * it), then answered only while the session it was given under lives (not revoked, not expired, not restricted
 * to the password change). With `origin`, the partner's own, a code given for another origin is refused too. An
 * unknown, expired, used or otherwise invalid code is refused alike (handover-invalid), and a refused code stays
 * used.
 */
export async function exchangeHandover(
  db: Db,
  code: string,
  origin: string | undefined,
  now: number,
): Promise<HandoverMember> {
  const used = await db
    .updateTable('banner_handovers')
    .set({ used_at: now })
    .where('code_hash', '=', sha256Hex(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['merchant', 'member_id', 'session_id', 'origin'])
    .executeTakeFirst();
  if (!used || (origin !== undefined && originOf(origin) !== used.origin)) throw invalid();
  const member = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['members.username'])
    .where('sessions.id', '=', used.session_id)
    .where('sessions.member_id', '=', used.member_id)
    .where('sessions.revoked', '=', 0)
    .where('sessions.password_change_required', '=', 0)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!member) throw invalid();
  return { username: member.username, merchant: used.merchant, origin: used.origin };
}
