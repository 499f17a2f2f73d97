import { at, expect, logIn, logInToHome, test } from './support/fixtures';
import { uniqueMobile } from './support/sms';

test.describe('sign-in', () => {
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

  test('a member who registered by mobile logs in with the mobile number and the password', async ({
    page,
    admin,
  }) => {
    const mobile = uniqueMobile();
    const member = await admin.createMember({ prefix: 'mob', mobile: `+63${mobile}` });

    await page.goto('/m/login');
    await expect(page.getByText('You can also enter your mobile number.')).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(`0${mobile}`);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/home'));
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
