import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@app/contract/constants/feedback';
import {
  freshDraft,
  imagesLeft,
  keyedSubmission,
  messageCount,
  messageProblem,
  pickedFile,
  refusalKey,
  refusedImage,
  todayLeft,
} from './feedback-rules';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const WEBP = bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ');

describe('messageProblem: 10 to 1,000 characters, trimmed, an emoji one', () => {
  it.each([
    ['', 'missing'],
    ['   \n ', 'missing'],
    ['too short', 'short'],
    ['   nine-char  ', 'short'],
    ['ten chars!', null],
    ['😀'.repeat(10), null],
    ['x'.repeat(1000), null],
    ['😀'.repeat(1000), null],
    ['x'.repeat(1001), 'long'],
  ])('%j → %s', (text, problem) => {
    expect(messageProblem(text)).toBe(problem);
  });

  it('counts what the server will count', () => {
    expect(messageCount('  héllo 😀  ')).toEqual({ count: 7, max: 1000, over: false });
    expect(messageCount('x'.repeat(1001)).over).toBe(true);
  });
});

describe('pickedFile: the kind by the first bytes, whatever the name, then the size', () => {
  it.each([
    ['a PNG', PNG, 10, { ok: true, type: 'image/png' }],
    ['a JPEG', JPEG, 10, { ok: true, type: 'image/jpeg' }],
    ['a WebP', WEBP, 10, { ok: true, type: 'image/webp' }],
    ['text', bytes('hello world, not an image'), 10, { ok: false, problem: 'type' }],
    ['HTML', bytes('<html><body>'), 10, { ok: false, problem: 'type' }],
    ['a GIF', bytes('GIF89a'), 10, { ok: false, problem: 'type' }],
    ['a RIFF that is a WAVE', bytes('RIFF', 0, 0, 0, 0, 'WAVE'), 10, { ok: false, problem: 'type' }],
    ['an empty file', bytes(), 0, { ok: false, problem: 'type' }],
    ['a PNG of 2 MB', PNG, FEEDBACK_IMAGE_MAX_BYTES, { ok: true, type: 'image/png' }],
    ['a PNG over 2 MB', PNG, FEEDBACK_IMAGE_MAX_BYTES + 1, { ok: false, problem: 'size' }],
  ])('%s', (_, head, size, outcome) => {
    expect(pickedFile(head, size)).toEqual(outcome);
  });
});

describe('counts', () => {
  it.each([
    [0, 3],
    [2, 1],
    [3, 0],
    [5, 0],
  ])('%i attached: %i more', (attached, left) => expect(imagesLeft(attached)).toBe(left));
  it.each([
    [{ sent: 0, limit: 5 }, 5],
    [{ sent: 4, limit: 5 }, 1],
    [{ sent: 5, limit: 5 }, 0],
    [{ sent: 7, limit: 5 }, 0],
    [{ sent: 0, limit: 0 }, 0],
  ])('%j today: %i left', (today, left) => expect(todayLeft(today)).toBe(left));
});

describe('keyedSubmission: one key per form as sent', () => {
  let n = 0;
  const newKey = () => `key-${(n += 1)}`;
  const draft = {
    ...freshDraft('key-0'),
    category: 'GAMES' as const,
    message: '  The game froze twice today.  ',
  };
  const images = [{ id: 'a', data: 'iVBORw0KGgo=' }];

  it('sends the first time with the form key, trimmed, images as their data only', () => {
    const first = keyedSubmission(draft, images, newKey);
    expect(first.request).toEqual({
      idempotencyKey: 'key-0',
      category: 'GAMES',
      message: 'The game froze twice today.',
      images: [{ data: 'iVBORw0KGgo=' }],
    });
    // Sent again unchanged (a lost answer): the same key, so the server makes one feedback.
    const again = keyedSubmission({ ...first.draft, category: 'GAMES' }, images, newKey);
    expect(again.request.idempotencyKey).toBe('key-0');
    // Changed after sending (an image removed): a new key, else the server would refuse it as reused.
    const changed = keyedSubmission({ ...first.draft, category: 'GAMES' }, [], newKey);
    expect(changed.request.idempotencyKey).not.toBe('key-0');
  });
});

describe('refusals', () => {
  it.each([
    ['feedback.daily.limit', 'feedback_error_daily_limit'],
    ['feedback.image.invalid', 'feedback_error_image_invalid'],
    ['feedback.image.too.large', 'feedback_error_image_too_large'],
    ['wallet.idempotency.reused', 'feedback_error_send'],
    [null, 'feedback_error_send'],
  ])('%s → %s', (code, key) => expect(refusalKey(code)).toBe(key));
  it.each([
    [{ index: 1 }, 2],
    [{ limit: 5 }, null],
    [null, null],
  ])('the image of %j: %s', (value, place) => expect(refusedImage(value)).toBe(place));
});
