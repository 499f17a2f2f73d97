import {
  amountSchema,
  payoutAccountAddRequestSchema,
  WITHDRAWAL_STATUSES,
  type PayoutKind,
} from '@app/contract/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { validateInput } from '../http/validate';
import { answeringRoute } from '../routes/refusals';
import { normaliseMerchantCode, type Merchant } from '../services/merchants';
import type { MemberRow } from '../services/members';
import { addPayoutAccount } from '../services/payout-accounts';
import { withdrawAccountInfo } from '../services/wallet';
import { resetWithdrawPassword, unlockWithdrawPassword } from '../services/withdraw-password';
import {
  listWithdrawalsForStaff,
  settleWithdrawal,
  staffWithdrawal,
  type Withdrawer,
} from '../services/withdrawals';
import { filteredMemberId, memberOf, merchantNamed, merchantQuery, type MemberRequest } from './member-of';

/** A withdrawal staff record for a member: minor units; paid at once unless PENDING is asked. */
const withdrawalSchema = z.strictObject({
  amount: amountSchema,
  accountId: z.number().int().positive().optional(),
  status: z.enum(['PENDING', 'PAID']).default('PAID'),
});

/** A payout account staff bind: the player's request without the kind, which the path names. */
const payoutSchema = payoutAccountAddRequestSchema.omit({ kind: true }).strict();

const PAYOUT_PATHS: Record<PayoutKind, string> = {
  BANK_CARD: 'bank-cards',
  E_WALLET: 'e-wallets',
  VIRTUAL_WALLET: 'virtual-wallets',
};

const listSchema = merchantQuery.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  username: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const rejectSchema = z.strictObject({ reason: z.string().trim().min(1).max(256) });

type WithdrawalRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The wallet admin API, registered inside the admin plugin (admin-routes.ts), so the admin token check and the
 * audit apply (the audit names the fields sent, never an account number); every route takes `?merchant=` (DEMO).
 * Amounts are minor units. The services' refusals answer as the player's calls do (routes/refusals.ts).
 * - GET /members/:username/wallet: what MCSFE_getWithdrawAccountInfo answers the member;
 * - POST /members/:username/bank-cards, /e-wallets, /virtual-wallets `{ provider, accountNumber, holderName,
 *   pixKeyType? }`: bound through the player's rules, answered masked;
 * - POST /members/:username/withdrawals `{ amount, accountId?, status? }`: a withdrawal staff record (no
 *   password, none of the player's limits, never more than the balance), PAID unless `status: 'PENDING'`;
 * - GET /withdrawals `?status=&username=&limit=`: newest first; a pending one with the whole account number;
 * - POST /withdrawals/:id/approve, /withdrawals/:id/reject `{ reason }` (the player reads the reason);
 * - DELETE /members/:username/withdraw-password (the member sets a new one), POST …/withdraw-password/unlock.
 * The registration date the reg_days rules count from is set with PATCH /members/:username (admin-routes.ts).
 */
export function registerWalletAdmin(admin: FastifyInstance, app: AppContext): void {
  /** The member the path names, with their merchant. */
  const memberWithMerchant = async (
    request: MemberRequest,
  ): Promise<{ member: MemberRow; merchant: Merchant }> => {
    const member = await memberOf(app.db, request);
    return { member, merchant: await merchantNamed(app.db, member.merchant) };
  };
  const withdrawerOf = (member: MemberRow, merchant: Merchant): Withdrawer => ({
    memberId: member.id,
    merchant: merchant.code,
    withdraw: merchant.settings.wallet.withdraw,
  });
  const merchantOf = (request: FastifyRequest) =>
    normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);

  admin.get<{ Params: { username: string } }>(
    '/members/:username/wallet',
    answeringRoute(async (request: MemberRequest) => {
      const { member, merchant } = await memberWithMerchant(request);
      return withdrawAccountInfo(app.db, merchant, member, app.now());
    }),
  );

  for (const [kind, path] of Object.entries(PAYOUT_PATHS) as [PayoutKind, string][]) {
    admin.post<{ Params: { username: string } }>(
      `/members/:username/${path}`,
      answeringRoute(async (request: MemberRequest) => {
        const input = validateInput(payoutSchema, request.body ?? {});
        const { member, merchant } = await memberWithMerchant(request);
        const owner = {
          memberId: member.id,
          payout: merchant.settings.wallet.payout,
          countryCode: merchant.countryCode,
        };
        return addPayoutAccount(app.db, app.serverKey, owner, { kind, ...input }, app.now());
      }),
    );
  }

  admin.post<{ Params: { username: string } }>(
    '/members/:username/withdrawals',
    answeringRoute(async (request: MemberRequest) => {
      const { amount, accountId, status } = validateInput(withdrawalSchema, request.body ?? {});
      const { member, merchant } = await memberWithMerchant(request);
      const held = await staffWithdrawal(
        app.db,
        withdrawerOf(member, merchant),
        { amount, accountId },
        app.now(),
      );
      if (status === 'PENDING') return held;
      return settleWithdrawal(app.db, merchant.code, held.id, { status: 'PAID' }, app.now());
    }),
  );

  admin.get(
    '/withdrawals',
    answeringRoute(async (request) => {
      const q = validateInput(listSchema, request.query ?? {});
      const merchant = normaliseMerchantCode(q.merchant);
      const memberId = await filteredMemberId(app.db, merchant, q.username);
      return listWithdrawalsForStaff(app.db, app.serverKey, {
        merchant,
        status: q.status,
        memberId,
        limit: q.limit,
      });
    }),
  );

  admin.post<{ Params: { id: string } }>(
    '/withdrawals/:id/approve',
    answeringRoute(async (request: WithdrawalRequest) =>
      settleWithdrawal(app.db, merchantOf(request), request.params.id, { status: 'PAID' }, app.now()),
    ),
  );

  admin.post<{ Params: { id: string } }>(
    '/withdrawals/:id/reject',
    answeringRoute(async (request: WithdrawalRequest) => {
      const { reason } = validateInput(rejectSchema, request.body ?? {});
      const settlement = { status: 'REJECTED' as const, reason };
      return settleWithdrawal(app.db, merchantOf(request), request.params.id, settlement, app.now());
    }),
  );

  admin.delete<{ Params: { username: string } }>(
    '/members/:username/withdraw-password',
    answeringRoute(async (request: MemberRequest) => {
      const member = await memberOf(app.db, request);
      return { reset: await resetWithdrawPassword(app.db, member.id) };
    }),
  );

  admin.post<{ Params: { username: string } }>(
    '/members/:username/withdraw-password/unlock',
    answeringRoute(async (request: MemberRequest) => {
      const member = await memberOf(app.db, request);
      return { unlocked: await unlockWithdrawPassword(app.db, member.id, app.now()) };
    }),
  );
}
