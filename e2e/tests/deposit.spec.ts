import type { Page, Request } from '@playwright/test';
import { PROMPT_CHECK_AFTER_DEPOSIT_MS } from '@app/contract/constants/install';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import { TIKTOK_PURCHASE_CONTENT_ID } from '@app/contract/constants/tracking';
import type { DepositSubmitRequest } from '@app/contract/wallet';
import type { Admin, StoredEvent } from './support/admin';
import { expectNoSeriousViolations, seriousViolations } from './support/axe';
import {
  at,
  endSessionAtNextRequest,
  expect,
  openSignedIn,
  pauseClock,
  signInAgainAfterExpiry,
  test,
  waitWatching,
} from './support/fixtures';
import { BASE_URL, EXPECT_MS } from './support/constants';
import { shownOnPageClock } from './support/page-clock';

/**
 * The deposit page (/m/voucherCenter, signed-in §2 "Deposit. Needs login.") as a player uses it, against the real
 * server: DEMO's channels (contract/src/default-wallet.ts: GCash and Maya on the demo payment provider's page,
 * a bank transfer, QR Ph, USDT on TRC20; the first-deposit bonus), on a merchant of each test's own.
 */

const PIXELS = { facebook: '1234567890', tiktok: 'CE2ETEST01', google: 'G-E2ETEST' };
const DEPOSIT_PATH = '/wps/wallet/deposit';

const balance = (page: Page) => page.getByRole('region', { name: 'Balance' }).getByRole('paragraph');
const channel = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });
const depositButton = (page: Page) => page.getByRole('button', { name: /^Deposit/ });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const failure = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** One of the member's deposits in the records, by its channel. */
const record = (page: Page, channelName: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(channelName, { exact: true }) });

/** The deposit the page shows (`?deposit=<id>`). */
const shownDepositId = (page: Page): string => new URL(page.url()).searchParams.get('deposit') ?? '';

/** The deposit submissions the page sends, their bodies as sent (the call is not encrypted). */
function depositRequests(page: Page): DepositSubmitRequest[] {
  const sent: DepositSubmitRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DEPOSIT_PATH) {
      sent.push(request.postDataJSON());
    }
  });
  return sent;
}

/** Opens the deposit page signed in as a new member of `shop`, once its channels are in. */
async function openDepositPage(page: Page, shop: Admin) {
  const member = await shop.createMember({ prefix: 'dep' });
  await openSignedIn(page, shop, member, '/voucherCenter');
  await expect(channel(page, 'GCash')).toBeVisible();
  return member;
}

/** On the demo provider's page (routes/demo-pay.ts), the player taps Pay or Cancel and is sent back. */
async function onPaymentPage(page: Page, button: 'Pay' | 'Cancel'): Promise<void> {
  await expect(page).toHaveURL(/\/demo-pay\/[A-Z0-9]+$/);
  await expect(heading(page, 'Confirm your payment')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${button}\\b`) }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D[A-Z0-9]+$/);
}

/**
 * A refused submission leaves the form locked for 500 ms (lib/submit-lock.ts, as sign-in's): the player's next
 * tap is taken once that has passed on the page's clock (installed by the test before the page loaded).
 */
const formReleased = (page: Page) => page.clock.runFor(SUBMIT_LOCK_RELEASE_MS);

const named = (events: StoredEvent[], name: string) => events.filter((e) => e.name === name);

/** A Brazilian merchant (its own country and money) that takes deposits by Pix: a QR (EMVCo BR Code) channel. */
const BRAZIL = {
  countryCode: 'BR',
  currency: 'BRL',
  currencySymbol: 'R$',
  currencyPosition: 'prefix',
} as const;
const PIX_CHANNEL = {
  code: 'PIX',
  kind: 'QR',
  name: 'Pix',
  enabled: true,
  minAmount: 10_00,
  maxAmount: 10_000_00,
  quickAmounts: [20_00, 50_00, 100_00],
  feeBasisPoints: 0,
  expectedMinutes: 1,
  fields: [],
  qrPayee: '00020126360014br.gov.bcb.pix0114+5511999999999',
};

test.describe('deposits (/m/voucherCenter)', () => {
  test(
    'a BRL merchant: amounts in reais, a Pix deposit by its QR code, credited when staff see the money',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant({ wallet: { channels: [PIX_CHANNEL], bonuses: [] } }, BRAZIL);
      const member = await shop.createMember({ prefix: 'pix' });
      await openSignedIn(page, shop, member, '/voucherCenter');
      await expect(channel(page, 'Pix')).toBeChecked();
      await expect(balance(page)).toHaveText('R$0');
      await expect(page.getByText('Min R$10 · Max R$10,000')).toBeVisible();
      await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: 'R$50' }).click();
      await depositButton(page).click();
      await expect(heading(page, 'Waiting for your payment')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
      const [deposit] = (await shop.deposits()).items;
      await expect(page.locator('dl')).toContainText(deposit?.reference ?? 'no reference');
      await expectNoSeriousViolations(page);

      await shop.approveDeposit(deposit?.id ?? 'none');
      await expect(heading(page, 'Deposit successful')).toBeVisible();
      await expect(balance(page)).toHaveText('R$50');
    },
  );

  test(
    'an e-wallet deposit: GCash, a quick amount and the bonus, paid on the payment page, credited and tracked',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant({ public: { pixels: PIXELS } });
      const member = await openDepositPage(page, shop);
      const sent = depositRequests(page);

      await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
      await expect(balance(page)).toHaveText('₱0');
      for (const name of ['GCash', 'Maya', 'Bank transfer', 'QR Ph', 'USDT']) {
        await expect(channel(page, name)).toBeVisible();
      }
      await channel(page, 'GCash').check();
      // The limits show before the player types; the bonus says from what amount it applies.
      await expect(page.getByText('Min ₱100 · Max ₱50,000')).toBeVisible();
      await expect(page.getByText('Welcome bonus 100%: deposit at least ₱300')).toBeVisible();
      await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱500' }).click();
      await expect(amountField(page)).toHaveValue('500');
      await page.getByRole('radio', { name: /^Welcome bonus 100%/ }).check();
      await expect(page.getByText('+₱500 bonus')).toBeVisible();
      await expectNoSeriousViolations(page);

      await depositButton(page).click();
      await expect(page).toHaveURL(/\/demo-pay\//);
      await expect(page.getByTestId('demo-pay-amount')).toHaveText('₱500.00');
      expect(await seriousViolations(page)).toEqual([]);
      await onPaymentPage(page, 'Pay');

      await expect(heading(page, 'Deposit successful')).toBeVisible();
      await expect(page.getByText('₱500 was added to your balance.')).toBeVisible();
      await expect(page.getByText('Bonus added: ₱500')).toBeVisible();
      await expect(balance(page)).toHaveText('₱1,000');
      await expectNoSeriousViolations(page);

      await page.getByRole('link', { name: 'View records' }).click();
      await expect(page).toHaveURL(at('/voucherCenter?view=records'));
      await expect(page.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
      await expect(record(page, 'GCash')).toContainText('₱500');
      await expect(record(page, 'GCash')).toContainText('Successful');
      await expectNoSeriousViolations(page);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ channelCode: 'GCASH', amount: 500_00, bonusId: 'WELCOME100' });
      expect((await shop.wallet(member.username)).balance).toBe(1_000_00);

      // depositSubmit as it was sent; on success the purchase events of a first deposit, in major units.
      const sentEvents = ['depositSubmit', 'deposit', 'firstDeposit', 'firstDepositArrival'];
      let events: StoredEvent[] = [];
      await expect
        .poll(async () => {
          events = await shop.events('tracking');
          return sentEvents.map((name) => named(events, name).length);
        })
        .toEqual([1, 1, 1, 1]);
      for (const name of sentEvents) {
        expect(named(events, name)[0]?.payload.eventValue, name).toEqual(
          expect.objectContaining({ amount: 500, currency: 'PHP' }),
        );
      }
      expect(named(events, 'redeposit')).toHaveLength(0);
      // The purchase pixels (the stand-ins of the page the deposit succeeded on) carry the amount and PHP.
      const eventID = named(events, 'firstDeposit')[0]?.payload.eventID;
      const pixelCalls = () =>
        page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[] }).__pixelCalls ?? []);
      await expect.poll(pixelCalls).toEqual(
        expect.arrayContaining([
          { vendor: 'facebook', args: ['track', 'Purchase', { value: 500, currency: 'PHP' }, { eventID }] },
          {
            vendor: 'tiktok',
            args: [
              'track',
              'CompletePayment',
              {
                value: 500,
                currency: 'PHP',
                content_id: TIKTOK_PURCHASE_CONTENT_ID,
                content_type: 'product',
              },
              { event_id: eventID },
            ],
          },
          {
            vendor: 'google',
            args: ['event', 'purchase', { value: 500, currency: 'PHP', event_id: eventID }],
          },
        ]),
      );
    },
  );

  test('a payment cancelled on the payment page: the deposit shows as failed and the balance is unchanged', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const member = await openDepositPage(page, shop);
    await channel(page, 'Maya').check();
    await amountField(page).fill('150');
    await depositButton(page).click();
    await onPaymentPage(page, 'Cancel');

    await expect(heading(page, 'Deposit failed')).toBeVisible();
    await expect(
      page.getByText('The payment was cancelled on the payment page. Nothing was charged.'),
    ).toBeVisible();
    await expect(balance(page)).toHaveText('₱0');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'View records' }).click();
    await expect(record(page, 'Maya')).toContainText('Failed');
    expect((await shop.wallet(member.username)).balance).toBe(0);
  });

  test(
    'a bank transfer: the account and reference with copy buttons and a countdown, approved by staff while the page is open',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.origin });
      await openDepositPage(page, shop);
      await channel(page, 'Bank transfer').check();
      await expect(page.getByText('Min ₱500 · Max ₱200,000')).toBeVisible();
      await amountField(page).fill('1000');
      await page.getByLabel('Payer’s name', { exact: true }).fill('Juan Dela Cruz');
      await depositButton(page).click();

      await expect(heading(page, 'Waiting for your payment')).toBeVisible();
      await expect(page.getByText(/^Pay within (30:00|29:[0-5]\d)$/)).toBeVisible();
      const details = page.locator('dl');
      await expect(details).toContainText('BDO Unibank');
      await expect(details).toContainText('Demo Casino Inc.');
      await expect(details).toContainText('0012 3456 7890');
      await expect(details).toContainText('₱1,000');
      const [deposit] = (await shop.deposits({ status: 'PENDING' })).items;
      expect(deposit).toMatchObject({
        id: shownDepositId(page),
        amount: 1_000_00,
        payerName: 'Juan Dela Cruz',
      });
      await expect(details).toContainText(deposit?.reference ?? '');
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Copy Reference code' }).click();
      await expect(page.getByText('Copied', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deposit?.reference);

      // Staff see the money: the page, which asks again while the deposit is pending, shows it without a reload.
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await shop.approveDeposit(deposit?.id ?? '');
      await expect(heading(page, 'Deposit successful')).toBeVisible();
      await expect(page.getByText('₱1,000 was added to your balance.')).toBeVisible();
      await expect(balance(page)).toHaveText('₱1,000');
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
    },
  );

  test("a bank transfer staff reject: the player reads staff's reason on the deposit and in the records", async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    await openDepositPage(page, shop);
    await channel(page, 'Bank transfer').check();
    await amountField(page).fill('750.50');
    await page.getByLabel('Payer’s name', { exact: true }).fill('Maria Santos');
    await depositButton(page).click();
    await expect(heading(page, 'Waiting for your payment')).toBeVisible();

    const reason = 'No transfer with this reference arrived';
    await shop.rejectDeposit(shownDepositId(page), reason);
    await expect(heading(page, 'Deposit failed')).toBeVisible();
    await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
    await expect(balance(page)).toHaveText('₱0');

    await page.getByRole('link', { name: 'View records' }).click();
    const filters = page.getByRole('group', { name: 'Filter by status' });
    await expect(record(page, 'Bank transfer')).toContainText(reason);
    await expect(record(page, 'Bank transfer')).toContainText('₱750.50');
    await expect(record(page, 'Bank transfer')).toContainText('Failed');
    await filters.getByRole('button', { name: 'Successful' }).click();
    await expect(page.getByText('No deposits with this status.')).toBeVisible();
    await filters.getByRole('button', { name: 'Failed' }).click();
    await expect(record(page, 'Bank transfer')).toContainText(reason);
    await expectNoSeriousViolations(page);
  });

  test('QR Ph shows a QR code and the reference; USDT names TRC20 with the address, the coin amount and a QR; the QR code loads only then', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const qrChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/QrCode-[^/]+\.js$/.test(new URL(request.url()).pathname)) qrChunks.push(request.url());
    });
    await openDepositPage(page, shop);
    // The page has loaded and the app's idle work has run: no QR code yet.
    await waitWatching(page);
    expect(qrChunks).toEqual([]);

    await channel(page, 'QR Ph').check();
    await amountField(page).fill('500');
    // A 1 % fee, shown before sending.
    await expect(page.getByText('Fee ₱5 · You will receive ₱495')).toBeVisible();
    await depositButton(page).click();
    await expect(heading(page, 'Waiting for your payment')).toBeVisible();
    const qr = page.getByRole('img', { name: 'Payment QR code' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((e) => e.tagName)).toBe('svg');
    expect(qrChunks).toHaveLength(1);
    const [deposit] = (await shop.deposits()).items;
    await expect(page.locator('dl')).toContainText(deposit?.reference ?? 'no reference');
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'View records' }).click();
    await page.getByRole('tab', { name: 'Deposit' }).click();
    await channel(page, 'USDT').check();
    await expect(page.getByText('Min ₱1,000 · Max ₱500,000')).toBeVisible();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱1,000' }).click();
    await depositButton(page).click();
    await expect(heading(page, 'Waiting for your payment')).toBeVisible();
    // ₱1,000 at ₱58 a coin, rounded up to USDT's 6 decimals.
    await expect(
      page.getByText(
        'Send exactly 17.241380 USDT, on the TRC20 network only. Coins sent on another network are lost.',
      ),
    ).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText('USDT · TRC20');
    await expect(details).toContainText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await expect(details).toContainText('17.241380 USDT');
    await expect(page.getByRole('button', { name: 'Copy Address' })).toBeVisible();
    const addressQr = page.getByRole('img', { name: 'USDT address on TRC20 as a QR code' });
    await expect(addressQr).toBeVisible();
    expect(await addressQr.evaluate((e) => e.tagName)).toBe('svg');
    await expectNoSeriousViolations(page);
  });

  test('a pending deposit whose time runs out shows as expired, on the deposit and in the records', async ({
    page,
    admin,
  }) => {
    // The merchant's shortest wait: a minute, by the server's clock. The test waits it out as the player does.
    const pendingMinutes = 1;
    test.slow();
    const shop = await admin.createMerchant({ wallet: { pendingMinutes } });
    await openDepositPage(page, shop);
    await channel(page, 'Bank transfer').check();
    await amountField(page).fill('600');
    await page.getByLabel('Payer’s name', { exact: true }).fill('Juan Dela Cruz');
    await page.getByRole('radio', { name: /^Welcome bonus 100%/ }).check();
    await depositButton(page).click();
    await expect(heading(page, 'Waiting for your payment')).toBeVisible();
    await expect(page.getByText(/^Pay within (1:00|0:[0-5]\d)$/)).toBeVisible();
    // The bonus chosen is on the waiting screen too: the player sees what the payment will bring.
    await expect(page.getByText('+₱600 bonus', { exact: true })).toBeVisible();

    await expect(heading(page, 'Deposit expired')).toBeVisible({
      timeout: pendingMinutes * 60_000 + EXPECT_MS,
    });
    await expect(page.getByText(/^The time to pay has run out/)).toBeVisible();
    await expectNoSeriousViolations(page);
    // The server decides by its own clock: the records, and staff's list, have it expired.
    await page.getByRole('link', { name: 'View records' }).click();
    await expect(record(page, 'Bank transfer')).toContainText('Expired');
    expect((await shop.deposits()).items).toMatchObject([
      { status: 'EXPIRED', amount: 600_00, bonus: 600_00 },
    ]);
  });

  test(
    'the limits are kept in the form and by the server when staff change them under an open page',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      await page.clock.install();
      await openDepositPage(page, shop);
      const sent = depositRequests(page);
      await channel(page, 'GCash').check();

      // Refused in the form, nothing sent.
      await amountField(page).fill('50');
      await depositButton(page).click();
      await expect(failure(page, 'The minimum is ₱100.')).toBeVisible();
      await expect(amountField(page)).toBeFocused();
      await amountField(page).fill('60000');
      await expect(failure(page, 'The maximum is ₱50,000.')).toBeVisible();
      await amountField(page).fill('abc');
      await expect(failure(page, 'Enter the amount in digits, with at most 2 decimals.')).toBeVisible();
      expect(sent).toEqual([]);

      // Staff lower the maximum, then raise the minimum, while the page still shows the old limits.
      await shop.patchDepositChannel('GCASH', { maxAmount: 1_000_00 });
      await amountField(page).fill('2000');
      await depositButton(page).click();
      await expect(failure(page, 'The maximum is ₱1,000.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await formReleased(page);
      await shop.patchDepositChannel('GCASH', { minAmount: 200_00 });
      await amountField(page).fill('150');
      await depositButton(page).click();
      await expect(failure(page, 'The minimum is ₱200.')).toBeVisible();
      expect(sent.map((s) => s.amount)).toEqual([2_000_00, 150_00]);
      expect((await shop.deposits()).total).toBe(0);
    },
  );

  test(
    'a channel staff close under an open page is refused with its message and leaves the list',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      await page.clock.install();
      await openDepositPage(page, shop);
      await channel(page, 'Maya').check();
      await amountField(page).fill('500');
      await shop.patchDepositChannel('MAYA', { enabled: false });
      await depositButton(page).click();
      await expect(
        failure(page, 'This payment method is closed right now. Please choose another.'),
      ).toBeVisible();
      // The page asked for the channels again: Maya is gone, the amount stays.
      await expect(channel(page, 'Maya')).toHaveCount(0);
      await expect(amountField(page)).toHaveValue('500');
      await formReleased(page);
      await channel(page, 'GCash').check();
      await depositButton(page).click();
      await expect(page).toHaveURL(/\/demo-pay\//);
      expect((await shop.deposits()).items.map((d) => d.channelCode)).toEqual(['GCASH']);
    },
  );

  test('a first-deposit bonus gone since the page loaded is refused, and the bonus leaves the form', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    await page.clock.install();
    const member = await openDepositPage(page, shop);
    await channel(page, 'GCash').check();
    await amountField(page).fill('500');
    await page.getByRole('radio', { name: /^Welcome bonus 100%/ }).check();
    // Staff record a deposit of the member's meanwhile: it is their first, and the bonus was for that one.
    await shop.addDeposit(member.username, { amount: 200_00 });
    await depositButton(page).click();
    await expect(failure(page, 'This bonus cannot be taken with this deposit.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Welcome bonus/ })).toHaveCount(0);
    await expect(balance(page)).toHaveText('₱200');
    await formReleased(page);
    await depositButton(page).click();
    await expect(page).toHaveURL(/\/demo-pay\//);
    const made = (await shop.deposits({ status: 'PENDING' })).items;
    expect(made).toMatchObject([{ amount: 500_00, channelCode: 'GCASH' }]);
  });

  test(
    'a session that expires mid-form: the player signs in again and finds the form as they left it; one deposit',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      const member = await openDepositPage(page, shop);
      const sent = depositRequests(page);
      await channel(page, 'Maya').check();
      await amountField(page).fill('700');
      await endSessionAtNextRequest(page, DEPOSIT_PATH, shop, member.username);
      await depositButton(page).click();
      await signInAgainAfterExpiry(page, member);
      await page.getByRole('link', { name: 'Deposit', exact: true }).click();

      await expect(page).toHaveURL(at('/voucherCenter'));
      await expect(channel(page, 'Maya')).toBeChecked();
      await expect(amountField(page)).toHaveValue('700');
      await depositButton(page).click();
      await expect(page).toHaveURL(/\/demo-pay\//);
      expect(sent).toHaveLength(2);
      expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
      expect((await shop.deposits({ username: member.username })).items).toMatchObject([
        { channelCode: 'MAYA', amount: 700_00 },
      ]);
    },
  );

  test(
    'an answer lost at submit: the player taps Try again, the same key goes again, and one deposit exists',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      await page.clock.install();
      const member = await openDepositPage(page, shop);
      const sent = depositRequests(page);
      // The first submission reaches the server, which makes the deposit; its answer never reaches the page.
      let dropped = false;
      await page.route(`**${DEPOSIT_PATH}`, async (route) => {
        if (dropped) return route.continue();
        dropped = true;
        // Sent from the test to the server's own address: Node does not resolve the merchant's *.localhost host.
        await route.fetch({ url: route.request().url().replace(shop.origin, BASE_URL) });
        await route.abort('connectionreset');
      });
      await channel(page, 'GCash').check();
      await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱300' }).click();
      await depositButton(page).click();

      await expect(failure(page, 'No answer came back.')).toBeVisible();
      expect((await shop.deposits({ username: member.username })).total).toBe(1);
      // On plain http the request layer also says the network failed, once its ping found the server (api/failure.ts,
      // signed-in §8): the player closes that notice.
      const networkAlert = page.getByRole('alertdialog').filter({ hasText: 'Network Error / CORS Errors' });
      await networkAlert.getByRole('button', { name: 'Confirm' }).click();
      await expect(networkAlert).toBeHidden();
      await formReleased(page);
      await page.getByRole('button', { name: 'Try again' }).click();

      await expect(page).toHaveURL(/\/demo-pay\//);
      expect(sent).toHaveLength(2);
      expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
      expect((await shop.deposits({ username: member.username })).total).toBe(1);
    },
  );

  test('the first_deposit download prompt, then after the first successful deposit the counts are asked again 2.5 s later', async ({
    page,
    admin,
  }) => {
    // DEMO's download rules (contract/src/default-settings.ts) on: first_deposit on this page while the member has
    // no successful deposit; deposit_times 1, the closable popup once they have one (entry §4).
    const shop = await admin.createMerchant({
      public: {
        launchSettings: {
          download_condition_switch: { enabled: true, value: '1' },
          deposit_times: { enabled: true, value: '1' },
        },
      },
    });
    const popup = page.getByRole('dialog', { name: /^Get the .* app$/ });
    // The balance call the prompts count from (features/install/account-counts.ts): how often it was asked.
    const isCounts = (url: string) => new URL(url).pathname.endsWith('/MCSFE_getWithdrawAccountInfo');
    let asked = 0;
    page.on('request', (request) => {
      if (isCounts(request.url())) asked++;
    });
    await page.clock.install();
    await openDepositPage(page, shop);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Continue in browser' }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-download-prompts', 'settled');
    expect(asked).toBe(1);
    // From here the page's time moves only as the test moves it: the counts' 30 s poll does not come.
    await pauseClock(page);

    await channel(page, 'Bank transfer').check();
    await amountField(page).fill('500');
    await page.getByLabel('Payer’s name', { exact: true }).fill('Juan Dela Cruz');
    await depositButton(page).click();
    await expect(heading(page, 'Waiting for your payment')).toBeVisible();
    await shop.approveDeposit(shownDepositId(page));
    // The page asks for the deposit every 3 s of its clock.
    await shownOnPageClock(page, heading(page, 'Deposit successful'), EXPECT_MS);
    expect(asked).toBe(1);
    const answer = page.waitForResponse((response) => isCounts(response.url()));
    await page.clock.runFor(PROMPT_CHECK_AFTER_DEPOSIT_MS);
    expect((await (await answer).json()).value).toMatchObject({ totalDepositSuccessCount: 1 });
    // The counts now hold one deposit: deposit_times' popup shows over the result, without a reload.
    await expect(popup).toBeVisible();
  });
});
