import { characterCount, FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES } from '@app/contract/constants/feedback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/call-handler';
import { validateInput } from '../http/validate';
import {
  closeFeedback,
  replyToFeedback,
  staffFeedback,
  staffFeedbackList,
  staffImage,
} from '../services/feedback';
import { normaliseMerchantCode } from '../services/merchants';
import { answeringRoute } from '../routes/refusals';
import { storedImageHeaders } from '../routes/feedback';
import { merchantQuery } from './member-of';

const listQuery = merchantQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const replyBody = z.strictObject({
  reply: z
    .string()
    .trim()
    .min(1)
    .refine((text) => characterCount(text) <= FEEDBACK_REPLY_MAX, `at most ${FEEDBACK_REPLY_MAX} characters`),
  /** Who replies, as the member's list does not show it (staff's own records). */
  staff: z.string().trim().min(1).max(64).default('staff'),
});
const idParams = z.object({ id: z.string().min(1).max(32) });
const imageParams = idParams.extend({ imageId: z.string().min(1).max(32) });

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The feedback admin API, inside the admin plugin (admin-routes.ts: token check and audit); `?merchant=` (DEMO)
 * names the merchant:
 * - GET /feedback?status=&page=: the merchant's feedback, newest first (50 a page), with the member's username;
 * - GET /feedback/:id: one, with its images' ids; GET /feedback/:id/images/:imageId: an image's bytes;
 * - POST /feedback/:id/reply `{ reply, staff? }`: staff's reply in plain text, the feedback REPLIED (a second reply
 *   replaces the first); closed feedback: 409 feedback.closed;
 * - POST /feedback/:id/close: CLOSED (again: no change). An unknown id: 404 feedback.unknown.
 */
export function registerFeedbackAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = (request: FastifyRequest) =>
    normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);
  const idOf = (request: IdRequest) => validateInput(idParams, request.params ?? {}).id;

  admin.get(
    '/feedback',
    answeringRoute(async (request) => {
      const q = validateInput(listQuery, request.query ?? {});
      return staffFeedbackList(app.db, {
        merchant: normaliseMerchantCode(q.merchant),
        status: q.status,
        page: q.page,
      });
    }),
  );

  admin.get(
    '/feedback/:id',
    answeringRoute(async (request: IdRequest) => staffFeedback(app.db, merchantOf(request), idOf(request))),
  );

  admin.get<{ Params: { id: string; imageId: string } }>(
    '/feedback/:id/images/:imageId',
    async (request, reply) => {
      const { id, imageId } = validateInput(imageParams, request.params ?? {});
      const image = await staffImage(app.db, merchantOf(request), id, imageId);
      if (!image) throw notFound('no such image');
      return reply.headers(storedImageHeaders(image, 'no-store')).send(image.bytes);
    },
  );

  admin.post(
    '/feedback/:id/reply',
    answeringRoute(async (request: IdRequest) => {
      const { reply, staff } = validateInput(replyBody, request.body ?? {});
      return replyToFeedback(
        app.db,
        { merchant: merchantOf(request), id: idOf(request), reply, staff },
        app.now(),
      );
    }),
  );

  admin.post(
    '/feedback/:id/close',
    answeringRoute(async (request: IdRequest) =>
      closeFeedback(app.db, merchantOf(request), idOf(request), app.now()),
    ),
  );
}
