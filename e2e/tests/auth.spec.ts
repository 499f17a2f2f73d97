import { uniquePassword, uniqueUsername } from './support/admin';
import { at, dialogWith, expect, logIn, logInToHome, test } from './support/fixtures';

test.describe('sign-in and registration', () => {
  test('a new player registers and lands on /m/home, signed in', async ({ page }) => {
    const username = uniqueUsername('reg');
    const password = uniquePassword();

    await page.goto('/m/register');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    const success = dialogWith(page, 'Registration succeeded, logging in soon');
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(at('/home'));

    // Registered with login: the member page shows the new account.
    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await expect(page).toHaveURL(at('/member/home'));
    await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
  });

  test('a member logs in and lands on /m/home', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'login' });

    await page.goto('/m/login');
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(at('/home'));
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
  });

  test('a member logs out from member home and lands on /m/login', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'logout' });
    await logInToHome(page, member.username, member.password);

    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await expect(page).toHaveURL(at('/member/home'));
    await expect(page.getByText(member.username, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(at('/login'));

    // The session is gone: the member page now sends the player to the login screen.
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(at('/login'));
  });

  test("a wrong password shows the Notice alert with the server's message", async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'wrong' });
    const answers: Promise<{ success?: boolean; message?: string | null }>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/wps/session/login' && response.request().method() === 'POST') {
        answers.push(response.json());
      }
    });

    await logIn(page, member.username, `${member.password}x9`);

    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    expect(answers.length, 'the app posted the login').toBeGreaterThan(0);
    const answer = await answers[answers.length - 1]!;
    expect(answer.success).toBe(false);
    expect(answer.message, 'the server gives a message').toBeTruthy();
    await expect(notice).toContainText(answer.message!);

    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(at('/login'));
  });
});
