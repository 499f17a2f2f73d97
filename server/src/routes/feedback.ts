import type { RelayResponse } from '@app/contract/relay';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound, requireSession, type CallContext, type CallHandler } from '../http/call-handler';
import { validateInput } from '../http/validate';
import {
  FEEDBACK_IMAGE_PATH,
  imageBySignedUrl,
  memberFeedback,
  submitFeedback,
  type StoredImage,
} from '../services/feedback';

/**
 * Feedback (services/feedback.ts): the submission, the member's list (a relay) and the route the app's <img>
 * elements load stored images from.
 */

/** POST /wps/feedback: one feedback with its images; a retry with its idempotency key answers it again. */
export const feedbackSubmit: CallHandler<'feedbackSubmit'> = async (ctx) =>
  submitFeedback(
    ctx.app.db,
    {
      merchant: ctx.merchant.code,
      memberId: requireSession(ctx).member.id,
      dailyLimit: ctx.merchant.settings.feedback.dailyLimit,
      key: ctx.app.serverKey,
      request: ctx.input,
    },
    ctx.app.now(),
  );

/** MCSFE_getFeedback: today's count against the limit and the member's feedback, newest first. */
export const getFeedback = async (ctx: CallContext<'relay'>): Promise<RelayResponse<'MCSFE_getFeedback'>> =>
  memberFeedback(
    ctx.app.db,
    {
      memberId: requireSession(ctx).member.id,
      dailyLimit: ctx.merchant.settings.feedback.dailyLimit,
      key: ctx.app.serverKey,
    },
    ctx.app.now(),
  );

/**
 * The headers of a stored image, for the member and for staff alike: its own image type (from its bytes), never
 * sniffed, never run as a page (a CSP of nothing, sandboxed), never sent as a Referer source.
 */
export const storedImageHeaders = (image: StoredImage, cacheControl: string): Record<string, string> => ({
  'content-type': image.type,
  'content-length': String(image.bytes.length),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': cacheControl,
});

const imageUrlParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });
const imageUrlQuery = z.object({ exp: z.coerce.number().int().positive(), sig: z.string().max(64) });

/**
 * GET /wps/feedback/image/:id?exp=&sig=: a stored image by the signed URL the member's list answered (chosen: an
 * <img> sends no Authorization header, and the session token must not go into a URL, docs/security.md). The
 * URL names one image for an hour; an unknown id, another's forged URL or an expired one answer 404 alike.
 */
export function registerFeedbackImages(fastify: FastifyInstance, app: AppContext): void {
  fastify.get(`${FEEDBACK_IMAGE_PATH}/:id`, async (request, reply) => {
    const { id } = validateInput(imageUrlParams, request.params ?? {});
    const { exp, sig } = validateInput(imageUrlQuery, request.query ?? {});
    const image = await imageBySignedUrl(app.db, app.serverKey, { id, exp, sig }, app.now());
    if (!image) throw notFound('no such image');
    const seconds = Math.max(0, Math.floor((exp - app.now()) / 1000));
    return reply.headers(storedImageHeaders(image, `private, max-age=${seconds}`)).send(image.bytes);
  });
}
