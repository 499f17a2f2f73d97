import { expect, test } from './support/fixtures';

// The reference server's wallet and download resources, end to end against the real server: the
// admin helpers other specs use, and what a merchant's own site serves for the install and download prompts.

test.describe('the reference wallet behind the counts', () => {
  test('the admin helpers record a deposit, a bank card (masked), withdrawals and the registration date', async ({
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const { username } = await shop.createMember({ prefix: 'wallet' });
    // Minor units: ₱1,000.00 in, ₱200.00 paid out, ₱300.00 held by a pending withdrawal.
    await shop.addDeposit(username, { amount: 1_000_00 });
    const card = await shop.addBankCard(username, {
      provider: 'BDO',
      accountNumber: '1234 5678 9012',
      holderName: 'Juan Dela Cruz',
    });
    expect(card.accountNumber).toBe('********9012');
    await shop.addWithdrawal(username, { amount: 200_00 });
    await shop.addWithdrawal(username, { amount: 300_00, status: 'PENDING' });
    const regDate = Date.now() - 10 * 86_400_000;
    await shop.setRegDate(username, regDate);

    expect(await shop.wallet(username)).toMatchObject({
      totalDepositSuccessCount: 1,
      totalWithdrawSuccessCount: 1,
      balance: 500_00,
      held: 300_00,
      realName: 'Juan Dela Cruz',
      fullBankCardList: [{ providerName: 'BDO Unibank', accountNumber: '********9012' }],
    });
    expect((await shop.member(username)).regDate).toBe(regDate);
  });
});

test.describe("the merchant's download resources", () => {
  test("the download links lead to a web-clip profile of the merchant's own site and its app icon", async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant({ public: { name: 'Wallet Shop' } });
    // A copy of DEMO links DEMO's resources: the merchant names its own, as a real one does.
    await shop.patchSettings({
      public: {
        downloadLinks: [
          { resourceType: 'MOBILECONFIG', url: `/wps/system/webclip/${shop.merchant}.mobileconfig` },
          { resourceType: 'AppDownloadIcon', url: `/wps/system/icons/${shop.merchant}/app-download.png` },
        ],
      },
    });
    await page.goto(`${shop.origin}/m/home`);
    // As the app asks: the relay with the page's domain, under the site's own CSP (connect-src 'self').
    const links = await page.evaluate(
      async ({ merchant }) => {
        const res = await fetch('/wps/relay/WPSCORE_getDownloadSetting', {
          method: 'POST',
          headers: { merchant, 'content-type': 'application/json' },
          body: JSON.stringify({ domain: location.hostname }),
        });
        const body = (await res.json()) as {
          value: { downloadLinks: { resourceType: string; url: string }[] };
        };
        return Object.fromEntries(
          body.value.downloadLinks.map((l) => [l.resourceType, new URL(l.url, location.href).href]),
        );
      },
      { merchant: shop.merchant },
    );

    // Fetched by the page: Chromium resolves the merchant's *.localhost host, Node's resolver does not.
    const profile = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { type: res.headers.get('content-type'), text: await res.text() };
    }, links.MOBILECONFIG ?? '');
    expect(profile.type).toBe('application/x-apple-aspen-config');
    expect(profile.text).toContain('<string>com.apple.webClip.managed</string>');
    expect(profile.text).toContain('<string>Wallet Shop</string>');
    expect(profile.text).toMatch(new RegExp(`<key>URL</key>\\s*<string>${shop.origin}/m/home</string>`));

    // The icon shows in the page (CSP img-src 'self'): drawn at its size.
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, links.AppDownloadIcon ?? '');
    expect(size).toEqual([192, 192]);
  });
});
