import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, openSignedIn, test } from './support/fixtures';
import { GPS_TEXT, jpegWithGps, replyToFeedback, staffFeedback } from './support/feedback';

/**
 * The feedback page (/m/feedback, signed-in §2: without a session it goes to /m/home) as a player uses it, against
 * the real server: a category, a message, an image; staff reply through the admin API; the member reads it.
 */

const MESSAGE = 'My GCash deposit of 500 has not arrived after an hour.';
const messageField = (page: Page) => page.getByLabel('Your message');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send feedback' });
const history = (page: Page) => page.getByRole('region', { name: 'Your feedback' });
const attachedImages = (page: Page) => page.getByRole('group', { name: 'Images (optional)' });

async function openFeedback(page: Page, shop: Parameters<typeof openSignedIn>[1], prefix: string) {
  const member = await shop.createMember({ prefix });
  await openSignedIn(page, shop, member, '/feedback');
  await expect(page.getByText('0 of 5 today')).toBeVisible();
  return member;
}

async function fillForm(page: Page, message = MESSAGE) {
  await page.getByLabel('Category').selectOption({ label: 'Deposit & withdrawal' });
  await messageField(page).fill(message);
}

test.describe('feedback', () => {
  test(
    'a member sends feedback with an image, sees it open, and reads staff’s reply',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await openFeedback(page, admin, 'fb');
      await expect(history(page).getByText('You have not sent any feedback yet.')).toBeVisible();
      await fillForm(page);
      await expect(page.getByText(`${MESSAGE.length}/1,000`)).toBeVisible();
      await page.getByLabel('Add image').setInputFiles({
        name: 'receipt.jpg',
        mimeType: 'image/jpeg',
        buffer: jpegWithGps(),
      });
      await expect(attachedImages(page).getByRole('img', { name: 'Attached image 1' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await sendButton(page).click();
      await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
      await expect(messageField(page)).toHaveValue('');
      await expect(page.getByText('1 of 5 today')).toBeVisible();

      const entry = history(page).getByRole('listitem').filter({ hasText: MESSAGE });
      await expect(entry.getByText('Open', { exact: true })).toBeVisible();
      await expect(entry.getByText('Waiting for a reply from support.')).toBeVisible();
      // The stored image loads through its signed URL, as the JPEG it is, without the GPS block.
      const shown = entry.getByRole('img', { name: 'Attached image 1' });
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
      const src = (await shown.getAttribute('src')) ?? '';
      const served = await page.request.get(new URL(src, page.url()).href);
      expect(served.headers()['content-type']).toBe('image/jpeg');
      expect(served.headers()['x-content-type-options']).toBe('nosniff');
      expect((await served.body()).includes(Buffer.from(GPS_TEXT))).toBe(false);

      // This member's: other tests (this one on the other profile among them) file feedback on DEMO meanwhile.
      const filed = (await staffFeedback(admin, 'OPEN')).find((f) => f.username === member.username);
      expect(filed).toMatchObject({
        username: member.username,
        message: MESSAGE,
        category: 'DEPOSIT_WITHDRAWAL',
      });
      await replyToFeedback(admin, filed?.id ?? 'none', 'Credited at 10:05 — <b>sorry</b> for the wait.');

      await page.reload();
      const read = history(page).getByRole('listitem').filter({ hasText: MESSAGE });
      await expect(read.getByText('Replied', { exact: true })).toBeVisible();
      // Plain text, never HTML.
      await expect(read.getByText('Credited at 10:05 — <b>sorry</b> for the wait.')).toBeVisible();
      await expectNoSeriousViolations(page);
    },
  );

  test('an invalid file is refused and the text is kept', { tag: '@iphone' }, async ({ page, admin }) => {
    const member = await openFeedback(page, admin, 'fbbad');
    await fillForm(page);
    // A text file renamed .png: the page knows it by its bytes before sending.
    await page.getByLabel('Add image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are my notes, not a picture'),
    });
    await expect(page.getByText('“notes.png” is not a JPEG, PNG or WebP image.')).toBeVisible();
    await expect(attachedImages(page).getByRole('img')).toHaveCount(0);
    // A file that starts like a JPEG but is cut short: the server refuses it, and the text and image stay.
    await page.getByLabel('Add image').setInputFiles({
      name: 'cut.jpg',
      mimeType: 'image/jpeg',
      buffer: jpegWithGps().subarray(0, 40),
    });
    await expect(attachedImages(page).getByRole('img', { name: 'Attached image 1' })).toBeVisible();
    await sendButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Image 1 is not a complete JPEG' })).toBeVisible();
    await expect(messageField(page)).toHaveValue(MESSAGE);
    await expect(attachedImages(page).getByRole('img', { name: 'Attached image 1' })).toBeVisible();
    // Removed, it goes.
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await sendButton(page).click();
    await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
    expect((await staffFeedback(admin)).filter((f) => f.username === member.username)).toEqual([
      expect.objectContaining({ message: MESSAGE, images: [] }),
    ]);
  });

  test('the daily limit: the page says so and sends no more', async ({ page, admin }) => {
    const shop = await admin.createMerchant({ feedback: { dailyLimit: 1 } });
    const member = await shop.createMember({ prefix: 'fblim' });
    await openSignedIn(page, shop, member, '/feedback');
    await expect(page.getByText('0 of 1 today')).toBeVisible();
    await fillForm(page);
    await sendButton(page).click();
    await expect(page.getByText('1 of 1 today')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You can send more tomorrow' })).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await expectNoSeriousViolations(page);
  });

  test('a guest visiting /m/feedback lands on /m/home', async ({ page }) => {
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(at('/home'));
  });
});
