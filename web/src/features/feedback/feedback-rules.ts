import {
  characterCount,
  FEEDBACK_CATEGORIES,
  FEEDBACK_ERROR,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  imageTypeOfBytes,
  type FeedbackCategory,
  type FeedbackImageType,
  type FeedbackStatus,
} from '@app/contract/constants/feedback';
import type { FeedbackSubmitRequest } from '@app/contract/feedback';
import type { MessageKey } from '../../i18n/keys';

/**
 * The feedback page's decisions (signed-in §2 /m/feedback; the rules are chosen: contract/src/constants/
 * feedback.ts). The server decides again; these give the player a quick answer before anything is sent.
 */

export const CATEGORY_KEY: Record<FeedbackCategory, MessageKey> = {
  DEPOSIT_WITHDRAWAL: 'feedback_category_deposit_withdrawal',
  GAMES: 'feedback_category_games',
  ACCOUNT: 'feedback_category_account',
  BONUS_PROMOTIONS: 'feedback_category_bonus_promotions',
  SUGGESTION: 'feedback_category_suggestion',
  OTHER: 'feedback_category_other',
};
export const CATEGORIES = FEEDBACK_CATEGORIES;

export const STATUS_KEY: Record<FeedbackStatus, MessageKey> = {
  OPEN: 'feedback_status_open',
  REPLIED: 'feedback_status_replied',
  CLOSED: 'feedback_status_closed',
};

/** What is wrong with the message as typed (trimmed, in characters), or null. */
export type MessageProblem = 'missing' | 'short' | 'long';
export function messageProblem(text: string): MessageProblem | null {
  const count = characterCount(text.trim());
  if (count === 0) return 'missing';
  if (count < FEEDBACK_MESSAGE_MIN) return 'short';
  if (count > FEEDBACK_MESSAGE_MAX) return 'long';
  return null;
}

/** The live count under the text box: characters typed (trimmed) of the most allowed. */
export const messageCount = (text: string): { count: number; max: number; over: boolean } => {
  const count = characterCount(text.trim());
  return { count, max: FEEDBACK_MESSAGE_MAX, over: count > FEEDBACK_MESSAGE_MAX };
};

/** A picked file by its first bytes and its size: its image kind, or why it cannot go. */
export type PickedFile = { ok: true; type: FeedbackImageType } | { ok: false; problem: 'type' | 'size' };
export function pickedFile(head: Uint8Array, size: number): PickedFile {
  const type = imageTypeOfBytes(head);
  if (!type) return { ok: false, problem: 'type' };
  if (size > FEEDBACK_IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, type };
}

/** How many more images may be attached. */
export const imagesLeft = (attached: number): number => Math.max(0, FEEDBACK_IMAGES_MAX - attached);

/** Today's feedback against the merchant's limit: how many remain, and whether the form can send. */
export const todayLeft = (today: { sent: number; limit: number }): number =>
  Math.max(0, today.limit - today.sent);

/**
 * The form as kept for the tab (features/money formDraft): the text and category, the key of the submission and
 * what it was sent with. Images are not kept there (they are large): they stay while the page is open.
 */
export interface FeedbackDraft {
  category: FeedbackCategory | null;
  message: string;
  idempotencyKey: string;
  /** The form's content when last sent; null before. */
  sentWith: string | null;
}

export const freshDraft = (idempotencyKey: string): FeedbackDraft => ({
  category: null,
  message: '',
  idempotencyKey,
  sentWith: null,
});

/**
 * The request for what the form holds: the same key when it goes again unchanged (a retry after a lost answer
 * makes one feedback), a new one when the player changed it after sending (else it would be refused as reused).
 * `imageIds` name the attached images (the page's own ids of the files picked).
 */
export function keyedSubmission(
  draft: FeedbackDraft & { category: FeedbackCategory },
  images: readonly { id: string; data: string }[],
  newKey: () => string,
): { request: FeedbackSubmitRequest; draft: FeedbackDraft } {
  const sentWith = JSON.stringify([draft.category, draft.message.trim(), images.map((image) => image.id)]);
  const idempotencyKey =
    draft.sentWith === null || draft.sentWith === sentWith ? draft.idempotencyKey : newKey();
  return {
    request: {
      idempotencyKey,
      category: draft.category,
      message: draft.message.trim(),
      images: images.map((image) => ({ data: image.data })),
    },
    draft: { ...draft, idempotencyKey, sentWith },
  };
}

/** The text of a refused submission by its code (the page's own words in the player's language). */
export function refusalKey(errorCode: string | null): MessageKey {
  switch (errorCode) {
    case FEEDBACK_ERROR.dailyLimit:
      return 'feedback_error_daily_limit';
    case FEEDBACK_ERROR.imageInvalid:
      return 'feedback_error_image_invalid';
    case FEEDBACK_ERROR.imageTooLarge:
      return 'feedback_error_image_too_large';
    default:
      return 'feedback_error_send';
  }
}

/** The 1-based place of the image a refusal names (its value's index), or null. */
export const refusedImage = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && typeof (value as { index?: unknown }).index === 'number'
    ? (value as { index: number }).index + 1
    : null;
