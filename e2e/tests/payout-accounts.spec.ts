import type { Page } from '@playwright/test';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import type { Admin, Member } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { expect, openSignedIn, test } from './support/fixtures';

/**
 * The payout-account pages (/m/securityCenter/addBankCard and /addBankCardPix, signed-in §2) as a player uses
 * them, against the real server: each account checked by the contract's rules before it is sent
 * (contract/src/payout-account-rules.ts) and by the server when the page could not know (another name or the
 * same account bound meanwhile), at most the merchant's number of a kind, numbers shown masked, removal asked
 * first. DEMO pays out to BDO (10 to 12 digits), BPI (10), Metrobank (13) and UnionBank (12), GCash and Maya, and
 * TRC20 addresses; at most 3 accounts of a kind (contract/src/default-wallet.ts).
 */

/** A valid TRC20 address (base58check), and the same with its last character changed: a typo. */
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const TRC20_TYPO = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF';

const boundCard = (page: Page) => page.getByRole('region', { name: 'Your payout accounts' });
const numberField = (page: Page) => page.getByLabel('Account number', { exact: true });
const holderField = (page: Page) => page.getByLabel('Account holder name', { exact: true });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add account' });
/** What the form says is wrong, under a field or above the button. */
const failure = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const added = (page: Page) => page.getByRole('status').filter({ hasText: 'Account added.' });

/**
 * A refused submission leaves the form locked for 500 ms (lib/submit-lock.ts, as sign-in's): the player's next
 * tap is taken once that has passed on the page's clock (installed by the test before the page loaded).
 */
const formReleased = (page: Page) => page.clock.runFor(SUBMIT_LOCK_RELEASE_MS);

/** Opens the bank, e-wallet and crypto page signed in as the member. */
async function openAddPage(page: Page, shop: Admin, member: Member): Promise<void> {
  await openSignedIn(page, shop, member, '/securityCenter/addBankCard');
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
}

/** The bank form filled in: bank, number and (unless the member's real name fills it) the holder. */
async function fillBankAccount(page: Page, bank: string, number: string, holder?: string): Promise<void> {
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: bank });
  await numberField(page).fill(number);
  if (holder !== undefined) await holderField(page).fill(holder);
}

test.describe('payout accounts (/m/securityCenter/addBankCard, /addBankCardPix)', () => {
  test(
    'a bank account, an e-wallet and a crypto wallet are each checked before they are sent, then bound and shown masked',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await admin.createMember({ prefix: 'payout' });
      await openAddPage(page, admin, member);
      await expect(
        boundCard(page).getByText('No account yet. Add one below to withdraw to it.'),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      // A bank account: the length of the chosen bank's numbers.
      await fillBankAccount(page, 'BPI', '12345678901', 'Juan Dela Cruz');
      await expect(page.getByText('BPI account numbers have 10 digits.')).toBeVisible();
      await addButton(page).click();
      await expect(
        failure(page, 'This number does not have the right number of digits for this bank.'),
      ).toBeVisible();
      await expect(numberField(page)).toBeFocused();
      await numberField(page).fill('1234-567-890');
      await addButton(page).click();
      await expect(added(page)).toBeVisible();
      await expect(boundCard(page)).toContainText('BPI');
      await expect(boundCard(page)).toContainText('******7890');
      await expect(boundCard(page)).toContainText('Juan Dela Cruz');

      // The first holder name is the member's real name from now on: the next form shows it, read only.
      await expect(holderField(page)).toHaveValue('Juan Dela Cruz');
      await expect(holderField(page)).toHaveAttribute('readonly', '');
      await expect(
        page.getByText('Your real name: payouts go only to accounts in your own name.'),
      ).toBeVisible();

      // An e-wallet: a mobile number of the merchant's country (the Philippines).
      await page.getByRole('tab', { name: 'E-wallet' }).click();
      await page.getByRole('group', { name: 'E-wallet' }).getByRole('radio', { name: 'GCash' }).check();
      await expect(page.getByText('The number of your e-wallet, e.g. 09171234567')).toBeVisible();
      await page.getByLabel('Mobile number', { exact: true }).fill('12345');
      await addButton(page).click();
      await expect(failure(page, 'Enter a valid mobile number of this country.')).toBeVisible();
      await page.getByLabel('Mobile number', { exact: true }).fill('0917 123 4567');
      await addButton(page).click();
      await expect(added(page)).toBeVisible();
      await expect(boundCard(page)).toContainText('GCash');

      // A crypto wallet: a TRC20 address whose checksum does not match is a typo.
      await page.getByRole('tab', { name: 'Crypto wallet' }).click();
      await expect(page.getByRole('radio', { name: 'TRC20' })).toBeChecked();
      await page.getByLabel('Wallet address', { exact: true }).fill(TRC20_TYPO);
      await addButton(page).click();
      await expect(
        failure(page, 'This address has a typo. Copy it again from your wallet app.'),
      ).toBeVisible();
      await page.getByLabel('Wallet address', { exact: true }).fill('T12345');
      await addButton(page).click();
      await expect(
        failure(page, 'This is not a TRC20 address: it starts with T and has 34 characters.'),
      ).toBeVisible();
      await page.getByLabel('Wallet address', { exact: true }).fill(TRC20);
      await addButton(page).click();
      await expect(added(page)).toBeVisible();
      // Masked to its last 4 (30 mask characters on the server), shown with 8 so that it keeps to one line.
      await expect(boundCard(page)).toContainText('TRC20********bLSE');
      await expectNoSeriousViolations(page);

      // The server holds them masked, in their lists; the whole numbers are never answered.
      const wallet = await admin.wallet(member.username);
      expect(wallet.realName).toBe('Juan Dela Cruz');
      expect(wallet.fullBankCardList).toMatchObject([{ providerName: 'BPI', accountNumber: '******7890' }]);
      expect(wallet.fullEWalletList).toMatchObject([{ providerName: 'GCash', holderName: 'Juan Dela Cruz' }]);
      expect(wallet.fullVirtualWalletList).toMatchObject([
        { provider: 'TRC20', holderName: 'Juan Dela Cruz', accountNumber: `${'*'.repeat(30)}bLSE` },
      ]);
      expect(JSON.stringify(wallet)).not.toContain('1234567890');
      expect(JSON.stringify(wallet)).not.toContain(TRC20);
    },
  );

  test('a member whose real name is known finds it as the holder name, read only', async ({
    page,
    admin,
  }) => {
    const member = await admin.createMember({ prefix: 'named', payeeName: 'Maria Santos' });
    await openAddPage(page, admin, member);
    await expect(holderField(page)).toHaveValue('Maria Santos');
    await expect(holderField(page)).toHaveAttribute('readonly', '');
    await fillBankAccount(page, 'BDO Unibank', '1234567890');
    await addButton(page).click();
    await expect(added(page)).toBeVisible();
    await expect(boundCard(page)).toContainText('Maria Santos');
  });

  test(
    'a holder name other than the real name set meanwhile is refused under its field',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      // A member without a real name types one, while an account of theirs in another name is bound elsewhere:
      // that name is their real name from then on.
      const member = await admin.createMember({ prefix: 'holder' });
      await openAddPage(page, admin, member);
      await fillBankAccount(page, 'UnionBank', '1111 2222 3333', 'Pedro Reyes');
      await admin.addBankCard(member.username, {
        provider: 'BDO',
        accountNumber: '1234 5678 9012',
        holderName: 'Juan Dela Cruz',
      });
      await addButton(page).click();
      await expect(failure(page, 'The holder name must be your real name as registered.')).toBeVisible();
      await expect(holderField(page)).toHaveAttribute('aria-invalid', 'true');
      // The page learns the real name: the field now holds it, read only, and the number typed stays.
      await expect(holderField(page)).toHaveValue('Juan Dela Cruz');
      await expect(holderField(page)).toHaveAttribute('readonly', '');
      await expect(numberField(page)).toHaveValue('1111 2222 3333');
      await expectNoSeriousViolations(page);
      expect((await admin.wallet(member.username)).fullBankCardList).toHaveLength(1);
      await addButton(page).click();
      await expect.poll(async () => (await admin.wallet(member.username)).fullBankCardList).toHaveLength(2);
    },
  );

  test(
    'the same account twice is refused; at most the merchant’s number of a kind, then the page says so',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await admin.createMember({ prefix: 'dup' });
      await admin.addBankCard(member.username);
      await admin.addBankCard(member.username, {
        provider: 'MBTC',
        accountNumber: '1234567890123',
        holderName: 'Juan Dela Cruz',
      });
      await page.clock.install();
      await openAddPage(page, admin, member);

      // The BDO account bound already, written another way.
      await fillBankAccount(page, 'BDO Unibank', '123456789012');
      await addButton(page).click();
      await expect(failure(page, 'You have already added this account.')).toBeVisible();
      await formReleased(page);

      // A third bank account is the most DEMO allows: after it the bank tab offers no form.
      await fillBankAccount(page, 'UnionBank', '555566667777');
      await addButton(page).click();
      await expect(added(page)).toBeVisible();
      const full = 'You have added the most accounts of this type. Remove one to add another.';
      await expect(page.getByRole('status').filter({ hasText: full })).toBeVisible();
      await expect(numberField(page)).toHaveCount(0);
      await expectNoSeriousViolations(page);
      // The other kinds are still open.
      await page.getByRole('tab', { name: 'E-wallet' }).click();
      await expect(page.getByLabel('Mobile number', { exact: true })).toBeVisible();
      expect((await admin.wallet(member.username)).fullBankCardList).toHaveLength(3);
    },
  );

  test(
    'a payout account is removed after the player confirms; Cancel keeps it',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const member = await admin.createMember({ prefix: 'remove' });
      await admin.addBankCard(member.username);
      await admin.addBankCard(member.username, {
        provider: 'BPI',
        accountNumber: '9876543210',
        holderName: 'Juan Dela Cruz',
      });
      await openAddPage(page, admin, member);
      const removeBdo = boundCard(page).getByRole('button', { name: 'Remove BDO Unibank ********9012' });

      await removeBdo.click();
      const ask = page.getByRole('alertdialog', { name: 'Remove this account?' });
      await expect(ask).toContainText('Withdrawals can no longer be paid to it.');
      await expect(ask).toContainText('********9012');
      // Keeping it is the focused choice.
      await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSeriousViolations(page, '.dialog');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(removeBdo).toBeVisible();

      await removeBdo.click();
      await ask.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Account removed.' })).toBeVisible();
      await expect(removeBdo).toBeHidden();
      await expect(boundCard(page)).toContainText('******3210');
      expect((await admin.wallet(member.username)).fullBankCardList).toMatchObject([
        { providerName: 'BPI', accountNumber: '******3210' },
      ]);
      // Removed, the account can be bound again.
      await fillBankAccount(page, 'BDO Unibank', '1234 5678 9012');
      await addButton(page).click();
      await expect(added(page)).toBeVisible();
      await expect(removeBdo).toBeVisible();
    },
  );

  test('a Pix key where the merchant pays by Pix: a CPF with wrong check digits is refused, a valid one is bound', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant({ wallet: { payout: { pix: true } } });
    const member = await shop.createMember({ prefix: 'pix' });
    await openSignedIn(page, shop, member, '/securityCenter/addBankCardPix');
    await expect(page.getByRole('heading', { name: 'Add a Pix key' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'CPF' })).toBeChecked();
    await expect(page.getByText('11 digits, e.g. 123.456.789-09')).toBeVisible();
    await page.getByLabel('Pix key', { exact: true }).fill('123.456.789-00');
    await holderField(page).fill('Ana Souza');
    await addButton(page).click();
    await expect(failure(page, 'This CPF is not valid. Check the digits.')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Pix key', { exact: true }).fill('123.456.789-09');
    await addButton(page).click();
    await expect(added(page)).toBeVisible();
    await expect(boundCard(page)).toContainText('Pix · CPF');
    expect((await shop.wallet(member.username)).fullBankCardList).toMatchObject([
      { provider: 'PIX', pixKeyType: 'CPF', holderName: 'Ana Souza' },
    ]);

    // An e-mail key, typed on the e-mail keyboard.
    await page.getByRole('radio', { name: 'E-mail' }).check();
    await expect(page.getByLabel('Pix key', { exact: true })).toHaveAttribute('inputmode', 'email');
    await page.getByLabel('Pix key', { exact: true }).fill('ana.souza@example.com');
    await addButton(page).click();
    await expect(added(page)).toBeVisible();
    await expect(boundCard(page)).toContainText('Pix · E-mail');
  });

  test('where the merchant does not pay by Pix, the Pix page says so and leads to the other accounts', async ({
    page,
    admin,
  }) => {
    const member = await admin.createMember({ prefix: 'nopix' });
    await openSignedIn(page, admin, member, '/securityCenter/addBankCardPix');
    await expect(page.getByText('Pix payouts are not offered here.')).toBeVisible();
    await page.getByRole('link', { name: 'Add a bank account or e-wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  });
});
