import { normaliseUsername } from '@app/contract/credentials';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { validateInput } from '../http/validate';
import { loadMerchant, normaliseMerchantCode, type Merchant } from '../services/merchants';
import { findMemberByUsername } from '../services/members';
import { adminRefusal } from './admin-refusals';

/** `?merchant=` of the admin routes about one merchant's data; DEMO when left out. */
export const merchantQuery = z.object({ merchant: z.string().max(32).default('DEMO') });

export type MemberRequest = FastifyRequest<{ Params: { username: string } }>;

/** The merchant a code names (admin routes under /merchants/:code/…); 404 merchant.unknown if none. */
export async function merchantNamed(db: Db, code: string): Promise<Merchant> {
  const merchant = await loadMerchant(db, code);
  if (!merchant) throw adminRefusal('merchant-unknown', { code });
  return merchant;
}

/** The member of a merchant by username; 404 member.unknown if none. */
async function memberNamed(db: Db, merchant: string, username: string) {
  const member = await findMemberByUsername(db, merchant, normaliseUsername(username));
  if (!member) throw adminRefusal('member-unknown', { username, merchant });
  return member;
}

/** The member `:username` of the merchant `?merchant=` names (admin routes under /members/:username/…); 404 if none. */
export async function memberOf(db: Db, request: MemberRequest) {
  const code = normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);
  return memberNamed(db, code, request.params.username);
}

/** The id of the member a list's `?username=` filter names (undefined: no filter); 404 if it names nobody. */
export const filteredMemberId = async (
  db: Db,
  merchant: string,
  username: string | undefined,
): Promise<number | undefined> =>
  username === undefined ? undefined : (await memberNamed(db, merchant, username)).id;
