/**
 * The feedback page's rules (signed-in §2 /m/feedback; the spec names the route only, so every value here is
 * chosen): what a member may send and the error codes of its refusals. No zod: the web reads these at run time.
 */

/** The subjects a member files feedback under (chosen: the usual desks of a gaming platform's support). */
export const FEEDBACK_CATEGORIES = [
  'DEPOSIT_WITHDRAWAL',
  'GAMES',
  'ACCOUNT',
  'BONUS_PROMOTIONS',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** OPEN until staff reply (REPLIED) or close it (CLOSED, also after a reply). */
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The message, in characters (Unicode code points, so an emoji counts one), after trimming. */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 1000;
/** Staff's reply, in characters. */
export const FEEDBACK_REPLY_MAX = 2000;

/** At most this many images, each a JPEG, PNG or WebP of at most FEEDBACK_IMAGE_MAX_BYTES (by its bytes). */
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];
/** The base64 text of the largest image allowed. */
export const FEEDBACK_IMAGE_MAX_BASE64 = 4 * Math.ceil(FEEDBACK_IMAGE_MAX_BYTES / 3);
/** The submission's body limit: three of the largest images and room for the rest of the form. */
export const FEEDBACK_BODY_LIMIT_BYTES = FEEDBACK_IMAGES_MAX * FEEDBACK_IMAGE_MAX_BASE64 + 64 * 1024;
/** A submission of three large images on a slow mobile link takes longer than the usual 30 s. */
export const FEEDBACK_SUBMIT_TIMEOUT_MS = 120_000;

/** Feedback a member may send per UTC day, unless the merchant sets another number (settings.feedback). */
export const FEEDBACK_DAILY_LIMIT_DEFAULT = 5;
export const defaultFeedbackSettings = () => ({ dailyLimit: FEEDBACK_DAILY_LIMIT_DEFAULT });

/** The error codes of the feedback refusals; the app shows its own text of each. */
export const FEEDBACK_ERROR = {
  /** The member sent today's number of feedback. value: { limit } */
  dailyLimit: 'feedback.daily.limit',
  /** An image is not a whole JPEG, PNG or WebP. value: { index } (0-based) */
  imageInvalid: 'feedback.image.invalid',
  /** An image is larger than FEEDBACK_IMAGE_MAX_BYTES or its declared dimensions. value: { index } */
  imageTooLarge: 'feedback.image.too.large',
  /** Staff only: no such feedback of the merchant. */
  unknown: 'feedback.unknown',
  /** Staff only: a reply to closed feedback. */
  closed: 'feedback.closed',
} as const;

/** Characters as a reader counts them: Unicode code points, so an emoji counts one. */
export const characterCount = (text: string): number => Array.from(text).length;

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The kind of image the bytes start like (JPEG SOI, the PNG signature, RIFF…WEBP), whatever the file was called;
 * null for anything else. The app's quick check before sending; the server reads the whole file.
 */
export function imageTypeOfBytes(bytes: Uint8Array): FeedbackImageType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}
