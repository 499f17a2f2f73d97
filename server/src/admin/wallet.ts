import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { memberOf as memberOfRequest, type MemberRequest } from './member-of';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import {
  addPayoutAccount,
  PAYOUT_KINDS,
  recordTransaction,
  TRANSACTION_STATUSES,
  withdrawAccountInfo,
  type PayoutKind,
  type TransactionKind,
} from '../services/wallet';

const transactionSchema = z.strictObject({
  /** Major units, more than 0, at most two decimals. */
  amount: z
    .number()
    .positive()
    .max(1e9)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
  status: z.enum(TRANSACTION_STATUSES).default('SUCCESS'),
});

/** Letters and digits with spaces or dashes between groups: card numbers, IBANs, phone-number wallets, addresses. */
const accountNumber = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9](?:[ -]?[A-Za-z0-9])+$/, 'letters and digits (spaces or dashes between groups)')
  .refine((n) => n.replace(/[\s-]/g, '').length >= 4, 'at least 4 characters');
const name = z.string().trim().min(1).max(128);

/** The input of each payout kind: its provider under the kind's name (bankName, walletName, network). */
const payoutSchema = (kind: PayoutKind) => {
  const field = PAYOUT_KINDS[kind].providerField;
  // A computed key loses the fields' types: each is a string once parsed.
  return z.strictObject({ [field]: name, accountNumber, holderName: name }).transform((input) => ({
    provider: String(input[field]),
    accountNumber: String(input.accountNumber),
    holderName: String(input.holderName),
  }));
};

const TRANSACTION_PATHS: Record<TransactionKind, string> = { DEPOSIT: 'deposits', WITHDRAWAL: 'withdrawals' };
const PAYOUT_PATHS: Record<PayoutKind, string> = {
  BANK_CARD: 'bank-cards',
  E_WALLET: 'e-wallets',
  VIRTUAL_WALLET: 'virtual-wallets',
};

/**
 * The wallet admin API (for demos and tests), registered inside the admin plugin
 * (admin-routes.ts), so the admin token check and the audit apply; every route takes `?merchant=` (DEMO):
 * - POST /members/:username/deposits and /withdrawals `{ amount, status }` (status SUCCESS by default);
 * - POST /members/:username/bank-cards `{ bankName, accountNumber, holderName }`, /e-wallets
 *   `{ walletName, … }`, /virtual-wallets `{ network, … }`: the number is stored masked and answered masked;
 * - GET /members/:username/wallet: what MCSFE_getWithdrawAccountInfo answers the member.
 * The registration date the reg_days rules count from is set with PATCH /members/:username (admin-routes.ts).
 */
export function registerWalletAdmin(admin: FastifyInstance, app: AppContext): void {
  const memberOf = (request: MemberRequest) => memberOfRequest(app.db, request);

  for (const [kind, path] of Object.entries(TRANSACTION_PATHS) as [TransactionKind, string][]) {
    admin.post<{ Params: { username: string } }>(`/members/:username/${path}`, async (request) => {
      const input = validateInput(transactionSchema, request.body ?? {});
      const member = await memberOf(request);
      return ok(await recordTransaction(app.db, { memberId: member.id, kind, ...input }, app.now()));
    });
  }

  for (const [kind, path] of Object.entries(PAYOUT_PATHS) as [PayoutKind, string][]) {
    const schema = payoutSchema(kind);
    admin.post<{ Params: { username: string } }>(`/members/:username/${path}`, async (request) => {
      const input = validateInput(schema, request.body ?? {});
      const member = await memberOf(request);
      return ok(await addPayoutAccount(app.db, { memberId: member.id, kind, ...input }, app.now()));
    });
  }

  admin.get<{ Params: { username: string } }>('/members/:username/wallet', async (request) =>
    ok(await withdrawAccountInfo(app.db, (await memberOf(request)).id)),
  );
}
