import { at, expect, test } from './support/fixtures';

test.describe('routes while signed out', () => {
  for (const path of ['/member/home', '/voucherCenter']) {
    test(`the protected route /m${path} goes to /m/login`, async ({ page }) => {
      await page.goto(`/m${path}`);
      await expect(page).toHaveURL(at('/login'));
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    });
  }

  test('an unknown path goes to /m/home', async ({ page }) => {
    await page.goto('/m/no/such/page');
    await expect(page).toHaveURL(at('/home'));
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });
});

test.describe('navigation keeps the tracking parameters and takes a handed-over token', () => {
  test('the redirect to /m/login keeps affiliateCode and gclid, and drops other parameters', async ({
    page,
  }) => {
    await page.goto('/m/member/home?affiliateCode=AFF7&gclid=G123&other=1');
    await expect(page).toHaveURL(at('/login'));
    const query = new URL(page.url()).searchParams;
    expect(query.get('affiliateCode')).toBe('AFF7');
    expect(query.get('gclid')).toBe('G123');
    expect(query.get('other')).toBeNull();

    // The campaign values stay with the player across later navigation too.
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(at('/register'));
    expect(new URL(page.url()).searchParams.get('affiliateCode')).toBe('AFF7');
  });
});

test('a token in the query opens a protected route and leaves the address bar', async ({ page, admin }) => {
  const member = await admin.createMember({ prefix: 'qtoken' });
  // A session made elsewhere, as a native app or another site would hand it over.
  const token = await admin.sessionToken(member);

  await page.goto(`/m/member/home?token=${encodeURIComponent(token)}&affiliateCode=A1`);
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByText(member.username, { exact: true }).first()).toBeVisible();
  const query = new URL(page.url()).searchParams;
  expect(query.get('token')).toBeNull();
  expect(query.get('affiliateCode')).toBe('A1');
});
