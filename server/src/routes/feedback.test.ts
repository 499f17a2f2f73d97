import { FEEDBACK_BODY_LIMIT_BYTES, FEEDBACK_IMAGE_MAX_BYTES } from '@app/contract/constants/feedback';
import type { FeedbackItem, FeedbackList } from '@app/contract/feedback';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GPS_MARK, jpegFixture, pngFixture, webpFixture } from '../testing/feedback-fixtures';
import { testDatabaseLocation } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

// The feedback calls end to end, as the app sends them, on a file database or PostgreSQL (parallel requests meet
// its locks).

const PASSWORD = 'Feedback@2026';

let s: TestServer;
let clock: number;
beforeEach(async () => {
  clock = Date.UTC(2026, 10, 30, 9);
  s = await startTestServer({ now: () => clock, dbFile: await testDatabaseLocation('file') });
});
afterEach(() => s.close());

const b64 = (file: Buffer) => file.toString('base64');
const form = (fields: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  category: 'DEPOSIT_WITHDRAWAL',
  message: 'My deposit has not arrived yet.',
  images: [],
  ...fields,
});
const submit = (token: string, body: Record<string, unknown>) =>
  s.post<FeedbackItem>('/wps/feedback', body, { authorization: token });
const list = async (token: string) =>
  (await s.relay<FeedbackList>('MCSFE_getFeedback', {}, { authorization: token })).body.value;
const member = (username: string) => s.loginNewMember(username, PASSWORD);

describe('a member sends feedback and reads the reply', () => {
  it('files it OPEN with its images stripped, lists it newest first, and staff reply and close it', async () => {
    const token = await member('fb_member');
    const sent = await submit(
      token,
      form({
        images: [
          { data: b64(jpegFixture(true)) },
          { data: b64(pngFixture(true)) },
          { data: b64(webpFixture(true)) },
        ],
      }),
    );
    expect(sent.body).toMatchObject({ success: true, value: { status: 'OPEN', reply: null } });
    const item = sent.body.value;
    expect(item.images.map((image) => [image.type, image.width, image.height])).toEqual([
      ['image/jpeg', 8, 8],
      ['image/png', 4, 3],
      ['image/webp', 1, 1],
    ]);
    const mine = await list(token);
    expect(mine.today).toEqual({ sent: 1, limit: 5 });
    expect(mine.items.map((i) => i.id)).toEqual([item.id]);

    // Each image by its signed URL: its own type, not sniffed, never a page, and without its GPS position.
    for (const image of item.images) {
      const res = await s.app.inject({ method: 'GET', url: image.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(image.type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload.includes(Buffer.from(GPS_MARK))).toBe(false);
    }

    const replied = await s.admin('POST', `/admin/feedback/${item.id}/reply`, {
      reply: '<b>Credited</b> at 10:05, sorry for the wait.',
    });
    expect(replied.body).toMatchObject({
      success: true,
      value: { status: 'REPLIED', username: 'fb_member' },
    });
    const [read] = (await list(token)).items;
    // Plain text, as staff typed it: the app shows it as text.
    expect(read).toMatchObject({ status: 'REPLIED', reply: '<b>Credited</b> at 10:05, sorry for the wait.' });
    expect(read?.repliedAt).toBe(clock);

    expect((await s.admin('POST', `/admin/feedback/${item.id}/close`)).body.value).toMatchObject({
      status: 'CLOSED',
    });
    const again = await s.admin('POST', `/admin/feedback/${item.id}/reply`, { reply: 'more' });
    expect([again.status, again.body.errorCode]).toEqual([409, 'feedback.closed']);
    const unknown = await s.admin('POST', '/admin/feedback/nope/reply', { reply: 'x' });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'feedback.unknown']);
    const byStatus = await s.admin<{ id: string }[]>('GET', '/admin/feedback?status=CLOSED');
    expect(byStatus.body.value.map((f) => f.id)).toEqual([item.id]);
    // The demo seed's open feedback is demo_member's: none of this member's is open.
    const open = await s.admin<{ username: string }[]>('GET', '/admin/feedback?status=OPEN');
    expect(open.body.value.filter((f) => f.username === 'fb_member')).toEqual([]);
    const staffImage = await s.app.inject({
      method: 'GET',
      url: `/admin/feedback/${item.id}/images/${item.images[0]?.id}`,
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect([staffImage.statusCode, staffImage.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('refuses a message outside 10 to 1,000 characters and a fourth image, and needs a session', async () => {
    const token = await member('fb_rules');
    for (const message of ['too short', ' '.repeat(20) + 'short ', 'x'.repeat(1001)]) {
      expect((await submit(token, form({ message }))).body.errorCode).toBe('request.invalid');
    }
    // 1,000 emoji are 1,000 characters.
    expect((await submit(token, form({ message: '😀'.repeat(1000) }))).body.success).toBe(true);
    const four = Array.from({ length: 4 }, () => ({ data: b64(pngFixture()) }));
    expect((await submit(token, form({ images: four }))).body.errorCode).toBe('request.invalid');
    expect((await s.post('/wps/feedback', form())).status).toBe(401);
    expect((await s.relay('MCSFE_getFeedback')).status).toBe(401);
  });
});

describe('demo data', () => {
  it("gives demo_member a replied question with a receipt's picture and an open suggestion, not counted today", async () => {
    const staff = await s.admin<{ username: string; status: string; images: unknown[] }[]>(
      'GET',
      '/admin/feedback',
    );
    const theirs = staff.body.value.filter((f) => f.username === 'demo_member');
    expect(theirs.map((f) => [f.status, f.images.length])).toEqual([
      ['OPEN', 0],
      ['REPLIED', 1],
    ]);
    const token = await s.login('demo_member', 'Demo@2026');
    expect((await list(token)).today).toEqual({ sent: 0, limit: 5 });
  });
});

describe('attacks', () => {
  it('an HTML page or a text file named .png is refused by its bytes, with its place in the list, and nothing is filed', async () => {
    const token = await member('fb_html');
    const html = Buffer.from('<html><script>fetch("/steal?c="+document.cookie)</script></html>');
    const res = await submit(token, form({ images: [{ data: b64(pngFixture()) }, { data: b64(html) }] }));
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'feedback.image.invalid',
      value: { index: 1 },
    });
    const text = await submit(
      token,
      form({ images: [{ data: b64(Buffer.from('just some text, renamed')) }] }),
    );
    expect(text.body.errorCode).toBe('feedback.image.invalid');
    expect(await list(token)).toEqual({ today: { sent: 0, limit: 5 }, items: [] });
  });

  it('a PNG named .jpg is stored and served as the PNG it is', async () => {
    const token = await member('fb_png_jpg');
    const { images } = (await submit(token, form({ images: [{ data: b64(pngFixture()) }] }))).body.value;
    const res = await s.app.inject({ method: 'GET', url: images[0]?.url ?? '' });
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('a polyglot keeps only its image: the HTML after the PNG is not stored', async () => {
    const token = await member('fb_polyglot');
    const polyglot = Buffer.concat([pngFixture(), Buffer.from('<script>alert(1)</script>')]);
    const { images } = (await submit(token, form({ images: [{ data: b64(polyglot) }] }))).body.value;
    const res = await s.app.inject({ method: 'GET', url: images[0]?.url ?? '' });
    expect(res.rawPayload).toEqual(pngFixture());
  });

  it('a file over 2 MB, a huge declared size and a body over the limit are refused, never a 5xx', async () => {
    const token = await member('fb_huge');
    const big = Buffer.concat([pngFixture(), Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    expect((await submit(token, form({ images: [{ data: b64(big) }] }))).body.errorCode).toBe(
      'request.invalid',
    );
    const tooLarge = Buffer.concat([pngFixture(), Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES - 200)]);
    // Just under 2 MB of bytes but an IHDR of 100,000 × 100,000 pixels.
    tooLarge.writeUInt32BE(100_000, 16);
    tooLarge.writeUInt32BE(100_000, 20);
    const declared = await submit(token, form({ images: [{ data: b64(tooLarge) }] }));
    // The CRC no longer matches the changed IHDR: refused as a broken file, before any pixel is read.
    expect(declared.body.errorCode).toMatch(/^feedback\.image\./);
    const oversized = await s.request({
      method: 'POST',
      url: '/wps/feedback',
      headers: { merchant: 'DEMO', authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(form({ message: 'x'.repeat(FEEDBACK_BODY_LIMIT_BYTES) })),
    });
    expect([oversized.status, oversized.body.errorCode]).toEqual([413, 'request.too.large']);
  });

  it('path tricks in a file name go nowhere: a body naming a file is refused, nothing is written', async () => {
    const token = await member('fb_path');
    const named = { data: b64(pngFixture()), name: '../../../server.key', type: 'text/html' };
    expect((await submit(token, form({ images: [named] }))).body.errorCode).toBe('request.invalid');
    expect((await list(token)).items).toEqual([]);
  });

  it("another member's image id, a forged or expired signature open nothing (404 alike)", async () => {
    const owner = await member('fb_owner');
    const { images } = (await submit(owner, form({ images: [{ data: b64(jpegFixture()) }] }))).body.value;
    const url = new URL(images[0]?.url ?? '', 'http://x');
    const id = url.pathname.split('/').pop();
    const status = async (path: string) => (await s.app.inject({ method: 'GET', url: path })).statusCode;
    expect(await status(url.pathname + url.search)).toBe(200);
    // Without the signature, with another image's, with a later expiry, and once expired.
    expect(await status(url.pathname)).toBe(400);
    const other = await member('fb_other');
    const theirs = (await submit(other, form({ images: [{ data: b64(pngFixture()) }] }))).body.value
      .images[0];
    const theirSig = new URL(theirs?.url ?? '', 'http://x').searchParams.get('sig');
    expect(await status(`/wps/feedback/image/${id}?exp=${url.searchParams.get('exp')}&sig=${theirSig}`)).toBe(
      404,
    );
    const later = Number(url.searchParams.get('exp')) + 3_600_000;
    expect(await status(`/wps/feedback/image/${id}?exp=${later}&sig=${url.searchParams.get('sig')}`)).toBe(
      404,
    );
    clock += 2 * 3_600_000;
    expect(await status(url.pathname + url.search)).toBe(404);
    // The other member's list never names the owner's feedback.
    expect((await list(other)).items.flatMap((i) => i.images.map((image) => image.id))).not.toContain(id);
  });
});

describe('concurrency: the database holds the key and the limit', () => {
  it('makes exactly one feedback of 20 parallel submissions with one key, all answering it', async () => {
    const token = await member('fb_key');
    const body = form({ images: [{ data: b64(pngFixture()) }] });
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(token, body)));
    expect(results.every((r) => r.body.success)).toBe(true);
    expect(new Set(results.map((r) => r.body.value.id)).size).toBe(1);
    expect((await list(token)).today.sent).toBe(1);
    const rows = await s.app.appContext.db
      .selectFrom('feedback_images')
      .innerJoin('feedback', 'feedback.id', 'feedback_images.feedback_id')
      .innerJoin('members', 'members.id', 'feedback.member_id')
      .select('feedback_images.id')
      .where('members.username', '=', 'fb_key')
      .execute();
    expect(rows).toHaveLength(1);
    // The same key with another message: refused, the first one stands.
    const reused = await submit(token, { ...body, message: 'Another message entirely.' });
    expect(reused.body.errorCode).toBe('wallet.idempotency.reused');
  });

  it('of 20 parallel submissions with their own keys, exactly the daily limit (5) pass; the next day opens again', async () => {
    const token = await member('fb_limit');
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(token, form())));
    const codes = results.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === null)).toHaveLength(5);
    expect(codes.filter((c) => c === 'feedback.daily.limit')).toHaveLength(15);
    expect(results.find((r) => !r.body.success)?.body.value).toEqual({ limit: 5 });
    const mine = await list(token);
    expect([mine.today, mine.items.length]).toEqual([{ sent: 5, limit: 5 }, 5]);
    // 09:00 + 15 h: the next UTC day (the session lives 24 h)
    clock += 15 * 3_600_000;
    expect((await submit(token, form())).body.success).toBe(true);
  });

  it("follows the merchant's setting", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { feedback: { dailyLimit: 1 } });
    const token = await member('fb_setting');
    expect((await submit(token, form())).body.success).toBe(true);
    expect((await submit(token, form())).body.errorCode).toBe('feedback.daily.limit');
    expect((await list(token)).today).toEqual({ sent: 1, limit: 1 });
  });
});
