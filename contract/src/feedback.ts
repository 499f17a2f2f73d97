import { z } from 'zod';
import {
  characterCount,
  FEEDBACK_CATEGORIES,
  FEEDBACK_IMAGE_MAX_BASE64,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_STATUSES,
} from './constants/feedback';
import { idempotencyKeySchema } from './wallet';

/**
 * The feedback page (signed-in §2 /m/feedback: its purpose and access only), so every shape here is chosen.
 * A member sends a category, a message and up to three images; staff reply through the admin API or the CLI.
 */

/** The message, trimmed, of FEEDBACK_MESSAGE_MIN to FEEDBACK_MESSAGE_MAX characters. */
export const feedbackMessageSchema = z
  .string()
  .max(FEEDBACK_MESSAGE_MAX * 2)
  .transform((text) => text.trim())
  .refine(
    (text) => characterCount(text) >= FEEDBACK_MESSAGE_MIN,
    `at least ${FEEDBACK_MESSAGE_MIN} characters`,
  )
  .refine(
    (text) => characterCount(text) <= FEEDBACK_MESSAGE_MAX,
    `at most ${FEEDBACK_MESSAGE_MAX} characters`,
  );

/**
 * An image as sent: its bytes in base64, nothing else. The file's name and declared type are not sent: the
 * server knows a file by its bytes only (a name is the sender's word; a path in it has nowhere to go).
 */
export const feedbackImageUploadSchema = z.strictObject({
  data: z
    .string()
    .min(4)
    .max(FEEDBACK_IMAGE_MAX_BASE64)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});

/** POST /wps/feedback (chosen path): one feedback, once per idempotency key (a retry answers the same one). */
export const feedbackSubmitRequestSchema = z.strictObject({
  idempotencyKey: idempotencyKeySchema,
  category: z.enum(FEEDBACK_CATEGORIES),
  message: feedbackMessageSchema,
  images: z.array(feedbackImageUploadSchema).max(FEEDBACK_IMAGES_MAX).default([]),
});
export type FeedbackSubmitRequest = z.input<typeof feedbackSubmitRequestSchema>;

/**
 * A stored image as the member's app shows it: a short-lived signed URL on this server (an <img> sends no
 * Authorization header, and the session token never goes into a URL), its type and size (the box is reserved
 * before it loads).
 */
export const feedbackImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(FEEDBACK_IMAGE_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type FeedbackImage = z.infer<typeof feedbackImageSchema>;

/** One feedback of the member. The reply is plain text (shown as text, never as HTML). */
export const feedbackItemSchema = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  images: z.array(feedbackImageSchema),
  reply: z.string().nullable(),
  /** ms */
  createdAt: z.number(),
  repliedAt: z.number().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** MCSFE_getFeedback: today's count against the limit, and the member's feedback, newest first (up to 50). */
export const feedbackListSchema = z.object({
  today: z.object({ sent: z.number().int().min(0), limit: z.number().int().min(0) }),
  items: z.array(feedbackItemSchema),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** The merchant's feedback settings (server-only): how many a member may send per UTC day (0: none). */
export const feedbackSettingsSchema = z.object({
  dailyLimit: z.number().int().min(0).max(100),
});
