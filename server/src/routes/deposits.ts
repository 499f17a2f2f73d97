import type { RelayResponse } from '@app/contract/relay';
import type { DepositStatus } from '@app/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireSession, type CallContext, type CallHandler } from '../http/call-handler';
import { depositRecords, depositSettings, memberDeposit, submitDeposit } from '../services/deposits';
import { loadMerchant } from '../services/merchants';
import { receiveNotification, SIGNATURE_HEADER } from '../services/payment-notifications';
import { answeringRoute } from './refusals';

/**
 * Deposits (services/deposits.ts): the submission, the relays the deposit page reads, and the endpoint a payment
 * provider's server posts its notifications to.
 */

/** POST /wps/wallet/deposit: a pending deposit and how to pay it; a retry with its idempotency key answers it again. */
export const depositSubmit: CallHandler<'depositSubmit'> = async (ctx) =>
  submitDeposit(
    ctx.app.db,
    {
      merchant: ctx.merchant.code,
      memberId: requireSession(ctx).member.id,
      wallet: ctx.merchant.settings.wallet,
      demoMode: ctx.app.demoMode,
      request: ctx.input,
    },
    ctx.app.now(),
  );

/** MCSFE_getDepositSettings: the member's balance, the merchant's open channels, the bonuses on offer. */
export const getDepositSettings = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'MCSFE_getDepositSettings'>> =>
  depositSettings(ctx.app.db, requireSession(ctx).member.id, ctx.merchant.settings.wallet, ctx.app.demoMode);

/** MCSFE_getDepositRecords { status, page }: the member's deposits, newest first. */
export const getDepositRecords = async (
  ctx: CallContext<'relay'>,
  ask: { status: DepositStatus | null; page: number },
): Promise<RelayResponse<'MCSFE_getDepositRecords'>> =>
  depositRecords(ctx.app.db, requireSession(ctx).member.id, ask, ctx.app.now());

/** MCSFE_getDeposit { id }: one of the member's deposits (the page asks again while it is pending). */
export const getDeposit = async (
  ctx: CallContext<'relay'>,
  { id }: { id: string },
): Promise<RelayResponse<'MCSFE_getDeposit'>> =>
  memberDeposit(ctx.app.db, requireSession(ctx).member.id, id, ctx.app.now());

/** Where a payment provider's server posts its notifications. Not a call of the app. */
export const PAYMENT_NOTIFY_PATH = '/wps/payment/notify';

/** A notification is a few hundred bytes. */
const NOTIFY_BODY_LIMIT = 8 * 1024;

/**
 * POST /wps/payment/notify/:merchant: a provider's signed notification (services/payment-notifications.ts). The
 * body is kept as its bytes, whatever its Content-Type (a parser of this route only): the signature is over
 * exactly those bytes and is checked before anything is parsed. A missing or wrong signature: 401
 * payment.notify.signature, nothing recorded; a signed body that is not a notification: 400; else 200 with what
 * became of it (`{ outcome, replayed }`), a replay answered as the first. No merchant header: the path names it.
 */
export function registerPaymentNotify(fastify: FastifyInstance, app: AppContext): void {
  const receive = answeringRoute(async (request) => {
    const merchant = await loadMerchant(app.db, (request.params as { merchant: string }).merchant);
    const signature = request.headers[SIGNATURE_HEADER];
    return receiveNotification(
      app.db,
      {
        merchant: merchant?.code ?? '',
        secret: merchant?.settings.wallet.notifySecret ?? null,
        demoMode: app.demoMode,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
      },
      app.now(),
    );
  });
  fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { merchant: string } }>(
      `${PAYMENT_NOTIFY_PATH}/:merchant`,
      { bodyLimit: NOTIFY_BODY_LIMIT },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return receive(request);
      },
    );
  });
}
