import { MAX_AMOUNT } from '@app/contract/constants/money';
import { amountSchema, depositChannelSettingSchema, DEPOSIT_STATUSES } from '@app/contract/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { describeIssues, validateInput } from '../http/validate';
import {
  creditDeposit,
  failDeposit,
  merchantDeposit,
  recordStaffDeposit,
  staffDeposit,
  staffDeposits,
} from '../services/deposits';
import { adjustBalance, ledgerLines, ledgerSums, walletOf } from '../services/ledger';
import { adminSettingsSchema, normaliseMerchantCode, saveMerchantSettings } from '../services/merchants';
import { adminRefusal } from './admin-refusals';
import { filteredMemberId, memberOf, merchantNamed, merchantQuery, type MemberRequest } from './member-of';

const note = z.string().trim().min(1).max(200);

const listQuery = merchantQuery.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  username: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const ledgerQuery = merchantQuery.extend({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

const recordBody = z.strictObject({ amount: amountSchema, note: note.optional() });
const rejectBody = z.strictObject({ reason: note });
const adjustBody = z.strictObject({
  /** Signed minor units: a credit or a debit. */
  amount: z
    .number()
    .int()
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .refine((n) => n !== 0, 'not 0'),
  note,
});

/** What a channel patch may change: any field of a channel but its code and kind. */
const CHANNEL_FIELDS = Object.keys(depositChannelSettingSchema.shape).filter(
  (k) => k !== 'code' && k !== 'kind',
);

type DepositRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The deposits admin API, inside the admin plugin (admin-routes.ts: token check and audit); amounts are minor
 * units; `?merchant=` (DEMO) names the merchant:
 * - GET /deposits?status=&username=&page=: the merchant's deposits, newest first, with member, reference, payer
 *   and whether the money came late;
 * - POST /deposits/:id/approve: credits a pending (or expired) deposit, once (services/deposits.ts creditDeposit);
 *   POST /deposits/:id/reject `{ reason }`: fails it, the reason shown to the player. Either on a deposit
 *   credited or failed before: 409, nothing changed;
 * - POST /members/:username/deposits `{ amount, note? }`: a deposit staff record, credited at once;
 * - POST /members/:username/adjustments `{ amount (signed), note }`: a correction of the balance, refused (409)
 *   when it would take the balance below 0;
 * - GET /members/:username/ledger?limit=: the wallet, the ledger's sums (equal to it) and the entries, newest
 *   first;
 * - PATCH /merchants/:code/wallet/channels/:channel `{ enabled?, minAmount?, … }`: one deposit channel's fields
 *   (not its code or kind), the merchant's whole settings validated as PATCH /merchants/:code/settings does.
 */
export function registerDepositsAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = (request: FastifyRequest) =>
    normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);
  const memberOr404 = (request: MemberRequest) => memberOf(app.db, request);

  const depositOr404 = async (request: DepositRequest) => {
    const deposit = await merchantDeposit(app.db, merchantOf(request), request.params.id);
    if (!deposit) throw adminRefusal('deposit-unknown', { id: request.params.id });
    return deposit;
  };
  const answered = async (request: DepositRequest) =>
    ok(await staffDeposit(app.db, merchantOf(request), request.params.id));

  admin.get('/deposits', async (request) => {
    const q = validateInput(listQuery, request.query ?? {});
    const merchant = normaliseMerchantCode(q.merchant);
    const memberId = await filteredMemberId(app.db, merchant, q.username);
    const filter = { merchant, memberId, status: q.status ?? null, page: q.page };
    return ok(await staffDeposits(app.db, filter, app.now()));
  });

  admin.post<{ Params: { id: string } }>('/deposits/:id/approve', async (request) => {
    const deposit = await depositOr404(request);
    const outcome = await creditDeposit(app.db, deposit, app.now());
    if (outcome === 'already-credited' || outcome === 'deposit-failed') {
      const status = outcome === 'already-credited' ? 'SUCCESS' : 'FAILED';
      throw adminRefusal('deposit-settled', { id: request.params.id, status });
    }
    return answered(request);
  });

  admin.post<{ Params: { id: string } }>('/deposits/:id/reject', async (request) => {
    const { reason } = validateInput(rejectBody, request.body ?? {});
    const deposit = await depositOr404(request);
    if (!(await failDeposit(app.db, deposit.id, reason, ['PENDING', 'EXPIRED'], app.now()))) {
      const current = await merchantDeposit(app.db, deposit.merchant, deposit.public_id);
      throw adminRefusal('deposit-settled', {
        id: request.params.id,
        status: current?.status ?? deposit.status,
      });
    }
    return answered(request);
  });

  admin.post<{ Params: { username: string } }>('/members/:username/deposits', async (request) => {
    const { amount, note: text } = validateInput(recordBody, request.body ?? {});
    const member = await memberOr404(request);
    const deposit = { merchant: member.merchant, memberId: member.id, amount, note: text ?? null };
    return ok(await recordStaffDeposit(app.db, deposit, app.now()));
  });

  admin.post<{ Params: { username: string } }>('/members/:username/adjustments', async (request) => {
    const { amount, note: text } = validateInput(adjustBody, request.body ?? {});
    const member = await memberOr404(request);
    if (!(await adjustBalance(app.db, member.id, amount, text, app.now()))) {
      throw adminRefusal('adjustment-overdraws', { balance: (await walletOf(app.db, member.id)).balance });
    }
    return ok(await walletOf(app.db, member.id));
  });

  admin.get<{ Params: { username: string } }>('/members/:username/ledger', async (request) => {
    const { limit } = validateInput(ledgerQuery, request.query ?? {});
    const member = await memberOr404(request);
    const [wallet, sums, entries] = await Promise.all([
      walletOf(app.db, member.id),
      ledgerSums(app.db, member.id),
      ledgerLines(app.db, member.id, limit),
    ]);
    return ok({ wallet, sums, entries });
  });

  admin.patch<{ Params: { code: string; channel: string } }>(
    '/merchants/:code/wallet/channels/:channel',
    async (request) => {
      const patch = request.body;
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
        throw adminRefusal('body-not-object');
      }
      const unknown = Object.keys(patch).filter((key) => !CHANNEL_FIELDS.includes(key));
      if (unknown.length > 0) throw adminRefusal('settings-unknown', { keys: unknown });
      const merchant = await merchantNamed(app.db, request.params.code);
      const { wallet } = merchant.settings;
      const at = wallet.channels.findIndex((c) => c.code === request.params.channel);
      const channel = wallet.channels[at];
      if (!channel) throw adminRefusal('channel-unknown', { code: request.params.channel });
      const channels = wallet.channels.map((c, i) => (i === at ? { ...channel, ...patch } : c));
      const result = adminSettingsSchema.safeParse({ ...merchant.settings, wallet: { ...wallet, channels } });
      if (!result.success) throw adminRefusal('invalid', { detail: describeIssues(result.error.issues) });
      await saveMerchantSettings(app.db, merchant.code, result.data, app.now());
      return ok(result.data.wallet.channels[at]);
    },
  );
}
