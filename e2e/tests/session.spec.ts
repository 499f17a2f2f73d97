import { at, expect, logInToHome, test } from './support/fixtures';

test('a revoked session shows the session-expired notice, whose Log in button goes to /m/login', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'revoke' });
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByText(member.username, { exact: true }).first()).toBeVisible();

  await admin.revokeSessions(member.username);
  await page.reload();

  const notice = page
    .getByRole('alertdialog')
    .filter({ hasText: 'Your session has expired. Please log in again.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(notice).toBeHidden();
});
