import { test, expect, waitInteractive } from './support/fixtures';

test("a merchant's own domain serves the app for that merchant: its name, its colour, its settings", async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant({
    public: { name: 'Lucky Star', theme: { primaryColor: '#1f6fd0' } },
  });
  await page.goto(`${shop.origin}/m/login`);
  await waitInteractive(page);
  await expect(page.getByText('Lucky Star')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim()),
    )
    .toBe('#1f6fd0');

  // The original site still belongs to DEMO.
  await page.goto('/m/login');
  await waitInteractive(page);
  await expect(page.getByText('Lucky Star')).toHaveCount(0);
});
