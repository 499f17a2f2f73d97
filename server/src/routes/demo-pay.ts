import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { DEMO_PAY_PATH, depositByReference, depositRecord, type DepositRow } from '../services/deposits';
import { loadMerchant } from '../services/merchants';
import { notificationBody, SIGNATURE_HEADER, signBody } from '../services/payment-notifications';
import { demoPayClosedPage, demoPayCsp, demoPayPage } from '../static/demo-pay';
import { PAYMENT_NOTIFY_PATH } from './deposits';

/**
 * This server's demo payment provider, in demo mode only (it pays without money): the payment page of an online
 * deposit whose channel has no provider of its own (services/deposits.ts depositInstruction). Its buttons post
 * back here, and the provider, as a vendor does from its own server, sends the merchant's server a notification
 * signed with the merchant's notify secret, over HTTP, to `notifyOrigin` (DEMO_PAY_NOTIFY_ORIGIN, config.ts; by
 * default this server's own listening address), then sends the player back to the deposit page.
 */

/** Where the player lands after paying or cancelling: the deposit page, told which deposit when there is one. */
export const depositPagePath = (publicId?: string): string =>
  publicId ? `/m/voucherCenter?deposit=${encodeURIComponent(publicId)}` : '/m/voucherCenter';

/** How long the provider waits for the merchant's server to take its notification. */
const NOTIFY_TIMEOUT_MS = 10_000;

const PAY_ACTIONS = { pay: 'PAID', cancel: 'CANCELLED' } as const;

/** The deposit a demo payment link names, while it is open: pending, and paid on this provider's page. */
async function openPayment(app: AppContext, reference: string): Promise<DepositRow | undefined> {
  const row = reference.length <= 32 ? await depositByReference(app.db, reference) : undefined;
  const instruction = row && depositRecord(row).instruction;
  return instruction?.type === 'REDIRECT' && instruction.url === `${DEMO_PAY_PATH}/${reference}`
    ? row
    : undefined;
}

/** This server's address as it listens, for the provider's call to it (0.0.0.0 and :: are reached on loopback). */
function listeningOrigin(fastify: FastifyInstance): string {
  const address = fastify.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') {
    throw new Error(
      'The demo payment provider needs the server listening on TCP, or DEMO_PAY_NOTIFY_ORIGIN.',
    );
  }
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const sendPage = (reply: FastifyReply, status: number, html: (nonce: string) => string) => {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', demoPayCsp(nonce))
    .send(html(nonce));
};

/**
 * GET /demo-pay/:reference: the payment page (404 with a way back once the payment is not open). POST
 * /demo-pay/:reference `action=pay|cancel` (the page's form): the notification PAID or CANCELLED, then 303 to the
 * deposit page.
 */
export function registerDemoPay(
  fastify: FastifyInstance,
  app: AppContext,
  notifyOrigin: string | null,
): void {
  fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    type PayRequest = { Params: { reference: string } };

    scope.get<PayRequest>(`${DEMO_PAY_PATH}/:reference`, async (request, reply) => {
      const deposit = await openPayment(app, request.params.reference);
      const merchant = deposit && (await loadMerchant(app.db, deposit.merchant));
      if (!deposit || !merchant)
        return sendPage(reply, 404, (nonce) => demoPayClosedPage(depositPagePath(), nonce));
      const payment = {
        reference: deposit.reference,
        amount: deposit.amount_minor,
        channelName: deposit.channel_name,
        merchant: {
          ...merchant,
          name: merchant.settings.public.name,
          brand: merchant.settings.public.theme.primaryColor,
        },
      };
      const action = `${DEMO_PAY_PATH}/${encodeURIComponent(deposit.reference)}`;
      return sendPage(reply, 200, (nonce) => demoPayPage(payment, action, nonce));
    });

    scope.post<PayRequest>(`${DEMO_PAY_PATH}/:reference`, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const action = form.get('action');
      const status = action === 'pay' || action === 'cancel' ? PAY_ACTIONS[action] : undefined;
      const deposit = await openPayment(app, request.params.reference);
      const merchant = deposit && (await loadMerchant(app.db, deposit.merchant));
      if (!deposit || !merchant || !status) {
        return sendPage(reply, 404, (nonce) => demoPayClosedPage(depositPagePath(deposit?.public_id), nonce));
      }
      const body = notificationBody(
        { reference: deposit.reference, amount: deposit.amount_minor },
        status,
        app.now(),
      );
      const origin = notifyOrigin ?? listeningOrigin(fastify);
      // The player goes back either way: the deposit page shows the deposit as it now stands.
      try {
        const answer = await fetch(`${origin}${PAYMENT_NOTIFY_PATH}/${encodeURIComponent(merchant.code)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(merchant.settings.wallet.notifySecret, body),
          },
          body,
          signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
        });
        if (!answer.ok)
          request.log.error({ status: answer.status }, 'demo payment: the notification was refused');
      } catch (err) {
        request.log.error({ err, origin }, 'demo payment: the notification could not be sent');
      }
      return reply.redirect(depositPagePath(deposit.public_id), 303);
    });
  });
}
