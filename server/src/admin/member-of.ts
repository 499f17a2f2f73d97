import { normaliseUsername } from '@app/contract/credentials';
import { SPEC_ERROR } from '@app/contract/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { validateInput } from '../http/validate';
import { normaliseMerchantCode } from '../services/merchants';
import { findMemberByUsername } from '../services/members';

/** `?merchant=` of the admin routes about one merchant's data; DEMO when left out. */
export const merchantQuery = z.object({ merchant: z.string().max(32).default('DEMO') });

export type MemberRequest = FastifyRequest<{ Params: { username: string } }>;

/** The member `:username` of the merchant `?merchant=` names (admin routes under /members/:username/…); 404 if none. */
export async function memberOf(db: Db, request: MemberRequest) {
  const code = normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);
  const member = await findMemberByUsername(db, code, normaliseUsername(request.params.username));
  if (!member) {
    throw new ApiError(404, SPEC_ERROR.notExistsUser, `No member "${request.params.username}" on ${code}.`);
  }
  return member;
}
