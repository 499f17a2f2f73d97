import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FeedbackCategory, FeedbackStatus } from '@app/contract/constants/feedback';
import type { FeedbackItem, FeedbackList } from '@app/contract/feedback';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { FeedbackImagesTable, FeedbackTable } from '../db/schema';
import { cleanFeedbackImage, type CleanImage } from './feedback-images';
import { Refused } from './refused';
import { utcDayStart } from './withdrawals';

/**
 * A member's feedback (signed-in §2 /m/feedback; the rules are chosen: contract/src/constants/feedback.ts). A
 * submission is one transaction: the row by (member, idempotency key) first, so a retry answers the first one;
 * then the day's counter, raised by one conditional upsert that refuses at the merchant's limit (the database
 * holds the limit, whatever process writes); then the images, already checked by their bytes and stripped of
 * their metadata (feedback-images.ts). Staff reply and close through the admin API (admin/feedback.ts).
 */

export type FeedbackRefusal =
  | { reason: 'feedback-daily-limit'; limit: number }
  | { reason: 'feedback-image-invalid'; index: number }
  | { reason: 'feedback-image-too-large'; index: number }
  | { reason: 'idempotency-reused' }
  | { reason: 'feedback-unknown' }
  | { reason: 'feedback-closed' };

type FeedbackRow = Selectable<FeedbackTable>;
type ImageRow = Omit<Selectable<FeedbackImagesTable>, 'bytes'>;

/** How long an image's signed URL opens it (chosen): long enough for a visit, short if it leaks. */
export const IMAGE_URL_TTL_MS = 60 * 60_000;
/** Expiries are rounded up to this step, so the list asked again gives the same URLs (the browser's cache). */
const IMAGE_URL_STEP_MS = 10 * 60_000;
/** Where the member's app loads a stored image (routes/feedback.ts). */
export const FEEDBACK_IMAGE_PATH = '/wps/feedback/image';
/** The member's list shows this many, newest first. */
export const FEEDBACK_LIST_MAX = 50;

const publicId = () => randomBytes(12).toString('base64url');

const signature = (key: Buffer, id: string, expires: number): Buffer =>
  createHmac('sha256', key).update(`feedback-image\n${id}\n${expires}`).digest();

/** The member's own URL of a stored image: its id, an expiry and an HMAC of both under the server key. */
export function signedImageUrl(key: Buffer, id: string, now: number): string {
  const expires = Math.ceil((now + IMAGE_URL_TTL_MS) / IMAGE_URL_STEP_MS) * IMAGE_URL_STEP_MS;
  return `${FEEDBACK_IMAGE_PATH}/${id}?exp=${expires}&sig=${signature(key, id, expires).toString('base64url')}`;
}

/** Whether a URL's id, expiry and signature are one this server made and still open (compared in constant time). */
export function imageUrlValid(key: Buffer, id: string, expires: number, sig: string, now: number): boolean {
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(key, id, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A feedback's images in the order they were attached. */
const imagesOfRow = (row: FeedbackRow, images: readonly ImageRow[]) =>
  images.filter((image) => image.feedback_id === row.id).sort((a, b) => a.position - b.position);

/** What the member and staff both read of a feedback; each adds its own view of the images. */
const feedbackOf = (row: FeedbackRow) => ({
  id: row.public_id,
  category: row.category as FeedbackCategory,
  message: row.message,
  status: row.status,
  reply: row.reply,
  createdAt: row.created_at,
  repliedAt: row.replied_at,
});

const itemOf = (row: FeedbackRow, images: readonly ImageRow[], key: Buffer, now: number): FeedbackItem => ({
  ...feedbackOf(row),
  images: imagesOfRow(row, images).map((image) => ({
    id: image.public_id,
    url: signedImageUrl(key, image.public_id, now),
    type: image.content_type,
    width: image.width,
    height: image.height,
  })),
});

const IMAGE_COLUMNS = [
  'id',
  'public_id',
  'feedback_id',
  'position',
  'content_type',
  'width',
  'height',
] as const;

async function imagesOf(db: Db, rows: readonly FeedbackRow[]): Promise<ImageRow[]> {
  if (rows.length === 0) return [];
  return db
    .selectFrom('feedback_images')
    .select(IMAGE_COLUMNS)
    .where(
      'feedback_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}

export interface FeedbackSubmission {
  merchant: string;
  memberId: number;
  /** The merchant's feedback per member per UTC day. */
  dailyLimit: number;
  /** The server key the image URLs are signed with. */
  key: Buffer;
  request: {
    idempotencyKey: string;
    category: FeedbackCategory;
    message: string;
    images: readonly { data: string }[];
  };
}

/** The images of a submission checked and cleaned, in order; the first refused one refuses the submission. */
function cleanImages(images: readonly { data: string }[]): CleanImage[] {
  return images.map(({ data }, index) => {
    const outcome = cleanFeedbackImage(Buffer.from(data, 'base64'));
    if (outcome.ok) return outcome;
    if (outcome.problem === 'too-large') throw new Refused({ reason: 'feedback-image-too-large', index });
    throw new Refused({ reason: 'feedback-image-invalid', index });
  });
}

/**
 * Files one feedback, or answers the one this idempotency key filed (the same request) — or refuses: another
 * request with the key (idempotency-reused), an image that is not a whole JPEG, PNG or WebP, or today's limit.
 */
export async function submitFeedback(db: Db, s: FeedbackSubmission, now: number): Promise<FeedbackItem> {
  const { request } = s;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.category, request.message, request.images.map((image) => image.data)]))
    .digest('hex');
  const images = cleanImages(request.images);
  const row = await transact(db, async (trx) => {
    const inserted = await trx
      .insertInto('feedback')
      .values({
        public_id: publicId(),
        merchant: s.merchant,
        member_id: s.memberId,
        idempotency_key: request.idempotencyKey,
        request_hash: requestHash,
        category: request.category,
        message: request.message,
        status: 'OPEN',
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('feedback')
        .selectAll()
        .where('member_id', '=', s.memberId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash) throw new Refused({ reason: 'idempotency-reused' });
      return first;
    }
    const counted = await trx
      .insertInto('feedback_days')
      .values({ member_id: s.memberId, day: utcDayStart(now), sent: 1 })
      .onConflict((oc) =>
        oc
          .columns(['member_id', 'day'])
          .doUpdateSet((eb) => ({ sent: eb('feedback_days.sent', '+', 1) }))
          .where('feedback_days.sent', '<', s.dailyLimit),
      )
      .returning('sent')
      .executeTakeFirst();
    // A limit of 0 refuses the first one too (the insert itself is not conditional).
    if (!counted || counted.sent > s.dailyLimit)
      throw new Refused({ reason: 'feedback-daily-limit', limit: s.dailyLimit });
    if (images.length > 0) {
      await trx
        .insertInto('feedback_images')
        .values(
          images.map((image, position) => ({
            public_id: publicId(),
            feedback_id: inserted.id,
            position,
            content_type: image.type,
            width: image.width,
            height: image.height,
            bytes: image.bytes,
          })),
        )
        .execute();
    }
    return inserted;
  });
  return itemOf(row, await imagesOf(db, [row]), s.key, now);
}

/** How many the member sent today (UTC). */
async function sentToday(db: Db, memberId: number, now: number): Promise<number> {
  const day = await db
    .selectFrom('feedback_days')
    .select('sent')
    .where('member_id', '=', memberId)
    .where('day', '=', utcDayStart(now))
    .executeTakeFirst();
  return day?.sent ?? 0;
}

/** MCSFE_getFeedback: today's count and limit, and the member's feedback, newest first. */
export async function memberFeedback(
  db: Db,
  m: { memberId: number; dailyLimit: number; key: Buffer },
  now: number,
): Promise<FeedbackList> {
  const rows = await db
    .selectFrom('feedback')
    .selectAll()
    .where('member_id', '=', m.memberId)
    .orderBy('id', 'desc')
    .limit(FEEDBACK_LIST_MAX)
    .execute();
  const images = await imagesOf(db, rows);
  return {
    today: { sent: Math.min(await sentToday(db, m.memberId, now), m.dailyLimit), limit: m.dailyLimit },
    items: rows.map((row) => itemOf(row, images, m.key, now)),
  };
}

export interface StoredImage {
  type: FeedbackImagesTable['content_type'];
  bytes: Buffer;
}

/** A stored image by its signed URL's parts; null for an unknown id, a wrong signature or an expired URL alike. */
export async function imageBySignedUrl(
  db: Db,
  key: Buffer,
  url: { id: string; exp: number; sig: string },
  now: number,
): Promise<StoredImage | null> {
  if (!imageUrlValid(key, url.id, url.exp, url.sig, now)) return null;
  const image = await db
    .selectFrom('feedback_images')
    .select(['content_type', 'bytes'])
    .where('public_id', '=', url.id)
    .executeTakeFirst();
  return image ? { type: image.content_type, bytes: image.bytes } : null;
}

// ---------- staff ----------

/** Feedback as staff read it: the member's username, the images by id (admin/feedback.ts serves them). */
export interface StaffFeedback {
  id: string;
  username: string;
  category: FeedbackCategory;
  message: string;
  status: FeedbackStatus;
  images: { id: string; type: string; width: number; height: number }[];
  reply: string | null;
  repliedBy: string | null;
  createdAt: number;
  repliedAt: number | null;
  closedAt: number | null;
}

const staffQuery = (db: Db, merchant: string) =>
  db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .selectAll('feedback')
    .select('members.username')
    .where('feedback.merchant', '=', merchant);

async function staffItems(
  db: Db,
  rows: readonly (FeedbackRow & { username: string })[],
): Promise<StaffFeedback[]> {
  const images = await imagesOf(db, rows);
  return rows.map((row) => ({
    ...feedbackOf(row),
    username: row.username,
    images: imagesOfRow(row, images).map((image) => ({
      id: image.public_id,
      type: image.content_type,
      width: image.width,
      height: image.height,
    })),
    repliedBy: row.replied_by,
    closedAt: row.closed_at,
  }));
}

/** The merchant's feedback, newest first, of one status or all, a page of 50 at a time. */
export async function staffFeedbackList(
  db: Db,
  q: { merchant: string; status?: FeedbackStatus; page: number },
): Promise<StaffFeedback[]> {
  let query = staffQuery(db, q.merchant);
  if (q.status) query = query.where('feedback.status', '=', q.status);
  const rows = await query
    .orderBy('feedback.id', 'desc')
    .limit(FEEDBACK_LIST_MAX)
    .offset((q.page - 1) * FEEDBACK_LIST_MAX)
    .execute();
  return staffItems(db, rows);
}

/** One feedback of the merchant; refuses feedback-unknown. */
export async function staffFeedback(db: Db, merchant: string, id: string): Promise<StaffFeedback> {
  const row = await staffQuery(db, merchant).where('feedback.public_id', '=', id).executeTakeFirst();
  if (!row) throw new Refused({ reason: 'feedback-unknown' });
  const [item] = await staffItems(db, [row]);
  if (!item) throw new Refused({ reason: 'feedback-unknown' });
  return item;
}

/**
 * Staff's reply (plain text; a second one replaces the first): the feedback becomes REPLIED. One conditional
 * update: closed feedback is refused (feedback-closed), an id of no feedback of the merchant feedback-unknown.
 */
export async function replyToFeedback(
  db: Db,
  r: { merchant: string; id: string; reply: string; staff: string },
  now: number,
): Promise<StaffFeedback> {
  const updated = await db
    .updateTable('feedback')
    .set({ status: 'REPLIED', reply: r.reply, replied_by: r.staff, replied_at: now })
    .where('merchant', '=', r.merchant)
    .where('public_id', '=', r.id)
    .where('status', '!=', 'CLOSED')
    .executeTakeFirst();
  const item = await staffFeedback(db, r.merchant, r.id);
  if (Number(updated.numUpdatedRows) !== 1) throw new Refused({ reason: 'feedback-closed' });
  return item;
}

/** Closes a feedback (again: no change); an id of no feedback of the merchant is refused. */
export async function closeFeedback(
  db: Db,
  merchant: string,
  id: string,
  now: number,
): Promise<StaffFeedback> {
  await db
    .updateTable('feedback')
    .set({ status: 'CLOSED', closed_at: now })
    .where('merchant', '=', merchant)
    .where('public_id', '=', id)
    .where('status', '!=', 'CLOSED')
    .execute();
  return staffFeedback(db, merchant, id);
}

/** A stored image of one of the merchant's feedback, for staff; null if none. */
export async function staffImage(
  db: Db,
  merchant: string,
  feedbackId: string,
  imageId: string,
): Promise<StoredImage | null> {
  const image = await db
    .selectFrom('feedback_images')
    .innerJoin('feedback', 'feedback.id', 'feedback_images.feedback_id')
    .select(['feedback_images.content_type', 'feedback_images.bytes'])
    .where('feedback.merchant', '=', merchant)
    .where('feedback.public_id', '=', feedbackId)
    .where('feedback_images.public_id', '=', imageId)
    .executeTakeFirst();
  return image ? { type: image.content_type, bytes: image.bytes } : null;
}
