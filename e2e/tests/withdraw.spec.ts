import type { Page } from '@playwright/test';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import type { Admin, Member } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import {
  at,
  endSessionAtNextRequest,
  expect,
  openSignedIn,
  signInAgainAfterExpiry,
  test,
} from './support/fixtures';

/**
 * The withdrawal page (/m/withdraw, signed-in §2 "Withdrawal.") as a player uses it, against the real server:
 * the withdrawal password set once, a payout account, the amount held at submit, staff paying or rejecting it
 * (the admin API), each refusal as the player reads it, and a submission that survives an expired session or a
 * lost answer without withdrawing twice. DEMO's limits (contract/src/default-wallet.ts): ₱100 to ₱50,000 a
 * withdrawal, 5 and ₱100,000 a day, no fee, 30 minutes' lock after 5 wrong passwords.
 */

const WITHDRAW_PATH = '/wps/wallet/withdraw';
/** The withdrawal password the players of this file choose. */
const PIN = '135790';

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Balance' });
/** The balance, as the card's headline shows it. */
const balance = (page: Page) => balanceCard(page).getByRole('paragraph');
/** What one line of the balance card reads (its `dd`), by the line's name (its `dt`). */
const fact = (page: Page, name: string) =>
  balanceCard(page)
    .locator('div', { has: page.getByText(name, { exact: true }) })
    .getByRole('definition');

const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Withdrawal password', { exact: true });
const withdrawButton = (page: Page) => page.getByRole('button', { name: 'Withdraw', exact: true });
const submitted = (page: Page) => page.getByRole('heading', { name: 'Withdrawal submitted' });
/** A refusal or problem the form shows (under a field or above the button). */
const failure = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The record of a withdrawal in the Records tab (one per test here). */
const record = (page: Page) => page.getByRole('listitem').filter({ has: page.getByText(/^Fee /) });

/**
 * A refused submission leaves the form locked for 500 ms (lib/submit-lock.ts, as sign-in's): the player's next
 * tap is taken once that has passed on the page's clock (installed by the test before the page loaded).
 */
const formReleased = (page: Page) => page.clock.runFor(SUBMIT_LOCK_RELEASE_MS);

/** A member of `shop` with `amount` (minor units) deposited and, unless told otherwise, a BDO account bound. */
async function memberWithBalance(shop: Admin, amount: number, { card = true } = {}): Promise<Member> {
  const member = await shop.createMember({ prefix: 'wd' });
  await shop.addDeposit(member.username, { amount });
  if (card) await shop.addBankCard(member.username);
  return member;
}

/** Sets the withdrawal password on /m/withdraw as a player does the first time: the login password, 6 digits twice. */
async function setWithdrawPassword(page: Page, member: Member): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set your withdrawal password' })).toBeVisible();
  await page.getByLabel('Login password', { exact: true }).fill(member.password);
  await page.getByLabel('New withdrawal password', { exact: true }).fill(PIN);
  await page.getByLabel('Repeat the withdrawal password', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'New withdrawal' })).toBeVisible();
}

/** Opens /m/withdraw signed in as the member, who sets the withdrawal password there. */
async function openWithdrawForm(page: Page, shop: Admin, member: Member): Promise<void> {
  await openSignedIn(page, shop, member, '/withdraw');
  await setWithdrawPassword(page, member);
}

/** Fills the amount and the withdrawal password in, and taps Withdraw. */
async function withdraw(page: Page, amount: string, pin = PIN): Promise<void> {
  await amountField(page).fill(amount);
  await passwordField(page).fill(pin);
  await withdrawButton(page).click();
}

/** The submission answered through the network (not a form check): its HTTP response, for a test to await. */
const withdrawAnswer = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === WITHDRAW_PATH && r.request().method() === 'POST');

test.describe('withdrawals (/m/withdraw)', () => {
  test(
    'a member sets the withdrawal password, binds a bank account, withdraws, and staff pay it',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      // A merchant of the test's own, with a 1.5 % withdrawal fee.
      const shop = await admin.createMerchant({ wallet: { withdraw: { feeBasisPoints: 150 } } });
      const member = await memberWithBalance(shop, 1_000_00, { card: false });
      await openSignedIn(page, shop, member, '/withdraw');

      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
      await expect(balance(page)).toHaveText('₱1,000');
      await expect(fact(page, 'Withdrawable now')).toHaveText('₱1,000');
      await expect(fact(page, 'Left today')).toHaveText('5 of 5 withdrawals · ₱100,000');
      await expect(page.getByRole('heading', { name: 'Set your withdrawal password' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await setWithdrawPassword(page, member);
      await expect(page.getByRole('status').filter({ hasText: 'Withdrawal password set.' })).toBeVisible();

      // No account yet: the form leads to the add page, which brings the player back.
      await page.getByRole('link', { name: 'Add a bank account or e-wallet to withdraw to' }).click();
      await expect(page).toHaveURL(at('/securityCenter/addBankCard?from=withdraw'));
      await expect(page.getByText('No account yet. Add one below to withdraw to it.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BDO Unibank' });
      await expect(page.getByText('BDO Unibank account numbers have 10 to 12 digits.')).toBeVisible();
      await page.getByLabel('Account number', { exact: true }).fill('0012 3456 7890');
      await page.getByLabel('Account holder name', { exact: true }).fill('Juan Dela Cruz');
      await page.getByRole('button', { name: 'Add account' }).click();

      // Back on the form, the new account is the one chosen, masked.
      await expect(page).toHaveURL(at('/withdraw'));
      await expect(page.getByRole('radio', { name: /^BDO Unibank/ })).toBeChecked();
      await expect(page.getByText('********7890')).toBeVisible();
      // The limits show before the player types; the fee and what arrives, as they type.
      await expect(page.getByText('Min ₱100 · Max ₱50,000 per withdrawal')).toBeVisible();
      await amountField(page).fill('250.50');
      await expect(page.getByText('Fee ₱3.75 · You will receive ₱246.75')).toBeVisible();
      await passwordField(page).fill(PIN);
      await expectNoSeriousViolations(page);
      await withdrawButton(page).click();

      await expect(submitted(page)).toBeFocused();
      const done = page.getByRole('region', { name: 'Withdrawal submitted' });
      await expect(done.getByText('₱250.50', { exact: true })).toBeVisible();
      await expect(done.getByText('Pending', { exact: true })).toBeVisible();
      await expect(done.getByText('₱246.75', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      // The amount is held: out of the balance, shown as held.
      await page.getByRole('button', { name: 'New withdrawal' }).click();
      await expect(balance(page)).toHaveText('₱749.50');
      await expect(fact(page, 'Held by pending withdrawals')).toHaveText('₱250.50');
      await expect(fact(page, 'Left today')).toHaveText('4 of 5 withdrawals · ₱99,749.50');

      // Staff see the whole account number to pay to, and pay it.
      const [pending, ...others] = await shop.withdrawals({ username: member.username });
      expect(others).toEqual([]);
      expect(pending).toMatchObject({
        amount: 250_50,
        fee: 3_75,
        status: 'PENDING',
        payoutAccountNumber: '001234567890',
      });
      await shop.approveWithdrawal(pending!.id);

      await page.getByRole('tab', { name: 'Records' }).click();
      await expect(record(page)).toHaveCount(1);
      await expect(record(page)).toContainText('Paid');
      await expect(record(page)).toContainText('₱250.50');
      await expect(record(page)).toContainText('Fee ₱3.75');
      await expect(record(page)).toContainText('********7890');
      await expectNoSeriousViolations(page);
      expect(await shop.wallet(member.username)).toMatchObject({
        balance: 749_50,
        held: 0,
        totalWithdrawSuccessCount: 1,
      });
    },
  );

  test(
    'staff reject a withdrawal: the player reads Rejected with the reason, and the amount is back in the balance',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await memberWithBalance(admin, 1_000_00);
      await openWithdrawForm(page, admin, member);
      await withdraw(page, '400');
      await expect(submitted(page)).toBeVisible();

      const [pending] = await admin.withdrawals({ username: member.username });
      await admin.rejectWithdrawal(pending!.id, 'The bank refused the transfer. Please add another account.');

      await page.getByRole('button', { name: 'View records' }).click();
      await expect(record(page)).toContainText('Rejected');
      await expect(record(page)).toContainText(
        'Reason: The bank refused the transfer. Please add another account.',
      );
      await expectNoSeriousViolations(page);
      // The filter by status.
      const filter = page.getByRole('group', { name: 'Show by status' });
      await filter.getByRole('radio', { name: 'Paid' }).check();
      await expect(page.getByText('No withdrawals with this status.')).toBeVisible();
      await filter.getByRole('radio', { name: 'Rejected' }).check();
      await expect(record(page)).toContainText('₱400');

      // Opened again, the page reads the balance as it is now: the amount is back, nothing held.
      await page.reload();
      await expect(balance(page)).toHaveText('₱1,000');
      await expect(fact(page, 'Held by pending withdrawals')).toHaveText('₱0');
      await expect(fact(page, 'Withdrawable now')).toHaveText('₱1,000');
    },
  );

  test(
    'the amount is checked before it is sent: below the minimum, above the maximum, more than the balance, past today’s amount',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      // Today's amount limit ₱500, below the balance of ₱1,000.
      const shop = await admin.createMerchant({ wallet: { withdraw: { dailyAmountLimit: 500_00 } } });
      const member = await memberWithBalance(shop, 1_000_00);
      await openWithdrawForm(page, shop, member);
      await expect(fact(page, 'Withdrawable now')).toHaveText('₱500');
      let sent = 0;
      page.on('request', (r) => void (new URL(r.url()).pathname === WITHDRAW_PATH && sent++));

      for (const [amount, text] of [
        ['50', 'The minimum is ₱100.'],
        ['60000', 'The maximum is ₱50,000.'],
        ['2000', 'Your balance is not enough for this amount.'],
        ['600', 'This would pass today’s withdrawal limit. Try a smaller amount or come back tomorrow.'],
        ['12.345', 'Enter an amount, such as 500 or 500.50.'],
      ]) {
        await withdraw(page, amount!);
        await expect(failure(page, text!)).toBeVisible();
        await expect(amountField(page)).toBeFocused();
      }
      await expectNoSeriousViolations(page);
      // All fills in what may be withdrawn now.
      await page.getByRole('button', { name: 'Withdraw all: ₱500' }).click();
      await expect(amountField(page)).toHaveValue('500');
      expect(sent).toBe(0);
      expect(await shop.withdrawals({ username: member.username })).toEqual([]);
    },
  );

  test(
    'today’s count reached elsewhere: the server refuses, and the form says so and closes until tomorrow',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant({ wallet: { withdraw: { dailyCountLimit: 1 } } });
      const member = await memberWithBalance(shop, 1_000_00);
      await openWithdrawForm(page, shop, member);
      await expect(fact(page, 'Left today')).toHaveText('1 of 1 withdrawals · ₱100,000');
      // The day's one withdrawal is made while the page is open (staff record it for the member).
      await shop.addWithdrawal(member.username, { amount: 100_00, status: 'PENDING' });

      const answered = withdrawAnswer(page);
      await withdraw(page, '200');
      expect(await (await answered).json()).toMatchObject({ errorCode: 'wallet.daily.count' });
      const text = 'You have made all of today’s withdrawals. Please try again tomorrow.';
      // Said once, where the closed form says why: not again below the fields.
      await expect(page.getByText(text)).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
      await expect(withdrawButton(page)).toBeDisabled();
      await expect(amountField(page)).toBeDisabled();
      await expect(fact(page, 'Left today')).toHaveText('0 of 1 withdrawals · ₱99,900');
      await expectNoSeriousViolations(page);
      expect(await shop.withdrawals({ username: member.username })).toHaveLength(1);
    },
  );

  test(
    'the balance spent elsewhere meanwhile: the server refuses the amount, nothing is held',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await memberWithBalance(admin, 500_00);
      await openWithdrawForm(page, admin, member);
      // Staff pay out ₱300 of the ₱500 while the page still shows ₱500.
      await admin.addWithdrawal(member.username, { amount: 300_00 });

      const answered = withdrawAnswer(page);
      await withdraw(page, '400');
      expect(await (await answered).json()).toMatchObject({ errorCode: 'wallet.balance.insufficient' });
      await expect(failure(page, 'Your balance is not enough for this amount.')).toBeVisible();
      // The page reads the balance again.
      await expect(balance(page)).toHaveText('₱200');
      await expect(amountField(page)).toHaveValue('400');
      expect(await admin.wallet(member.username)).toMatchObject({ balance: 200_00, held: 0 });
    },
  );

  test(
    'wrong withdrawal passwords count the tries down, the fifth locks withdrawals until a time, and staff unlock them',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await memberWithBalance(admin, 1_000_00);
      await page.clock.install();
      await openWithdrawForm(page, admin, member);

      for (const triesLeft of [4, 3, 2, 1]) {
        await withdraw(page, '200', '000000');
        await expect(failure(page, `Wrong withdrawal password. Tries left: ${triesLeft}.`)).toBeVisible();
        // The wrong password is gone from its field; the amount stays.
        await expect(passwordField(page)).toHaveValue('');
        await expect(amountField(page)).toHaveValue('200');
        await formReleased(page);
      }
      await expectNoSeriousViolations(page);

      const answered = withdrawAnswer(page);
      await withdraw(page, '200', '000000');
      const { value } = await (await answered).json();
      const until = await page.evaluate(
        (ms) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
        value.lockedUntil,
      );
      const locked = `Too many wrong passwords. Withdrawals are locked until ${until}.`;
      await expect(page.getByText(locked)).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: locked })).toBeVisible();
      await expect(withdrawButton(page)).toBeDisabled();
      await expect(passwordField(page)).toBeDisabled();
      // Customer service stays in reach.
      await expect(page.getByRole('button', { name: 'Contact us' })).toBeEnabled();
      await expectNoSeriousViolations(page);
      // The merchant's 30 minutes, by the server's clock.
      expect((await admin.wallet(member.username)).lockedUntil).toBe(value.lockedUntil);

      // Staff unlock: opened again, the form takes the right password.
      await admin.unlockWithdrawPassword(member.username);
      await page.reload();
      await withdraw(page, '200');
      await expect(submitted(page)).toBeVisible();
      expect(await admin.withdrawals({ username: member.username })).toMatchObject([
        { amount: 200_00, status: 'PENDING' },
      ]);
    },
  );

  test('a forgotten withdrawal password: staff remove it, and the page asks the player for a new one', async ({
    page,
    admin,
  }) => {
    const member = await memberWithBalance(admin, 1_000_00);
    await openWithdrawForm(page, admin, member);
    await expect(page.getByText('Forgot your withdrawal password? Our staff can reset it.')).toBeVisible();
    await admin.resetWithdrawPassword(member.username);
    await page.reload();
    await setWithdrawPassword(page, member);
    await withdraw(page, '150');
    await expect(submitted(page)).toBeVisible();
  });

  test(
    'a session that ends mid-form: the player signs in again and finds the account and amount (not the password); one withdrawal',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await memberWithBalance(admin, 1_000_00);
      await admin.addBankCard(member.username, {
        provider: 'BPI',
        accountNumber: '9876543210',
        holderName: 'Juan Dela Cruz',
      });
      await openWithdrawForm(page, admin, member);
      await page.getByRole('radio', { name: /^BPI/ }).check();
      await amountField(page).fill('300');
      await passwordField(page).fill(PIN);
      await endSessionAtNextRequest(page, WITHDRAW_PATH, admin, member.username);
      await withdrawButton(page).click();
      await signInAgainAfterExpiry(page, member);

      // Back to the withdrawal page by its address: a page load, after which the form comes from session storage.
      await page.goto('/m/withdraw');
      await expect(page.getByRole('radio', { name: /^BPI/ })).toBeChecked();
      await expect(amountField(page)).toHaveValue('300');
      await expect(passwordField(page)).toHaveValue('');
      await passwordField(page).fill(PIN);
      await withdrawButton(page).click();
      await expect(submitted(page)).toBeVisible();
      expect(await admin.withdrawals({ username: member.username })).toMatchObject([
        { amount: 300_00, account: { providerName: 'BPI', accountNumber: '******3210' } },
      ]);
    },
  );

  test(
    'an answer lost at submit: the player submits again, the same key goes, and one withdrawal is held',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await memberWithBalance(admin, 1_000_00);
      await page.clock.install();
      await openWithdrawForm(page, admin, member);
      // The first submission reaches the server, which holds the amount; its answer never reaches the page.
      let submissions = 0;
      await page.route(`**${WITHDRAW_PATH}`, async (route) => {
        if (++submissions > 1) return route.continue();
        await route.fetch();
        await route.abort('connectionreset');
      });
      await withdraw(page, '700');

      await expect(
        failure(
          page,
          'No answer came back. Nothing is lost: submit again, and the withdrawal is made only once.',
        ),
      ).toBeVisible();
      expect(await admin.wallet(member.username)).toMatchObject({ balance: 300_00, held: 700_00 });
      // On plain http the request layer also says the network failed (api/failure.ts): the player closes that.
      const networkAlert = page.getByRole('alertdialog').filter({ hasText: 'Network Error' });
      await networkAlert.getByRole('button').click();
      await expect(networkAlert).toBeHidden();
      // The form is as it was, the password too: the player only taps again.
      await expect(amountField(page)).toHaveValue('700');
      await expect(passwordField(page)).toHaveValue(PIN);
      await formReleased(page);
      await withdrawButton(page).click();

      await expect(submitted(page)).toBeVisible();
      expect(submissions).toBe(2);
      expect(await admin.withdrawals({ username: member.username })).toMatchObject([
        { amount: 700_00, status: 'PENDING' },
      ]);
      expect(await admin.wallet(member.username)).toMatchObject({ balance: 300_00, held: 700_00 });
    },
  );
});
