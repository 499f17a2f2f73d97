import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { Db } from '../db/database';
import { encodePng } from '../image/png';
import { replyToFeedback, submitFeedback } from '../services/feedback';
import { loadMerchant } from '../services/merchants';
import { findMemberByUsername } from '../services/members';

const HOUR_MS = 3_600_000;

/** A 240×160 picture standing in for a payment app's receipt: a green header over a pale slip with lines. */
const receiptPicture = (): Buffer =>
  encodePng(240, 160, (x, y) => {
    if (y < 36) return [22, 163, 74, 255];
    const line = y > 56 && y % 22 < 6 && x > 24 && x < (y % 44 < 22 ? 200 : 150);
    return line ? [203, 213, 225, 255] : [248, 250, 252, 255];
  });

/**
 * DEMO's feedback (the README's "Demo data"): demo_member asked two days ago about a deposit, with a picture of
 * the receipt, and staff replied; yesterday they sent a suggestion still open. Written through the same services
 * as the member's and staff's own (so neither counts against today's limit). Once per database (seed_marks).
 */
export async function seedDemoFeedback(db: Db, serverKey: Buffer, now: number): Promise<void> {
  const [merchant, member] = await Promise.all([
    loadMerchant(db, DEMO_MERCHANT),
    findMemberByUsername(db, DEMO_MERCHANT, 'demo_member'),
  ]);
  if (!merchant) return;
  if (!member) return;
  const filed = {
    merchant: DEMO_MERCHANT,
    memberId: member.id,
    dailyLimit: merchant.settings.feedback.dailyLimit,
  };
  const asked = await submitFeedback(
    db,
    {
      ...filed,
      key: serverKey,
      request: {
        idempotencyKey: 'demo-feedback-deposit',
        category: 'DEPOSIT_WITHDRAWAL',
        message: 'I paid ₱500 by GCash an hour ago but my balance has not changed. The receipt is attached.',
        images: [{ data: receiptPicture().toString('base64') }],
      },
    },
    now - 50 * HOUR_MS,
  );
  await replyToFeedback(
    db,
    {
      merchant: DEMO_MERCHANT,
      id: asked.id,
      reply:
        'Thank you for the receipt! The deposit was credited at 10:05; your balance now shows it. Good luck!',
      staff: 'Support',
    },
    now - 48 * HOUR_MS,
  );
  await submitFeedback(
    db,
    {
      ...filed,
      key: serverKey,
      request: {
        idempotencyKey: 'demo-feedback-suggestion',
        category: 'SUGGESTION',
        message: 'Could the lottery results page show the last 30 draws instead of 10?',
        images: [],
      },
    },
    now - 20 * HOUR_MS,
  );
}
