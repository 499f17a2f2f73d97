import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, logInToHome, test } from './support/fixtures';

// A link with ?token= must never silently switch a signed-in player into another account (whoever made the
// link chose that account): it is adopted without asking only when there is no session.

/** The member home names the account signed in. */
async function expectSignedInAs(page: Page, username: string): Promise<void> {
  await page.goto('/m/member/home');
  await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
}

test.describe('a token in the URL while signed in', () => {
  test("attack: another account's link asks first, naming both; 'stay' keeps the current account", async ({
    page,
    admin,
  }) => {
    const alice = await admin.createMember({ prefix: 'alice' });
    const mallory = await admin.createMember({ prefix: 'mallory' });
    const token = await admin.sessionToken(mallory);
    await logInToHome(page, alice.username, alice.password);

    await page.goto(`/m/home?token=${encodeURIComponent(token)}&r=R1`);
    const dialog = page.getByRole('alertdialog', { name: 'Switch account?' });
    await expect(dialog).toContainText(`You are signed in as ${alice.username}`);
    await expect(dialog).toContainText(`This link signs in as ${mallory.username}`);
    // The token left the address bar at once; the rest of the query stays.
    const query = new URL(page.url()).searchParams;
    expect(query.get('token')).toBeNull();
    expect(query.get('r')).toBe('R1');

    await expectNoSeriousViolations(page);
    // Keeping the current account is the first choice: focus is on it.
    await expect(dialog.getByRole('button', { name: `Stay as ${alice.username}` })).toBeFocused();
    await dialog.getByRole('button', { name: `Stay as ${alice.username}` }).click();
    await expect(dialog).toHaveCount(0);
    await expectSignedInAs(page, alice.username);
  });

  test("'switch' signs in to the link's account", async ({ page, admin }) => {
    const alice = await admin.createMember({ prefix: 'alice' });
    const bob = await admin.createMember({ prefix: 'bob' });
    const token = await admin.sessionToken(bob);
    await logInToHome(page, alice.username, alice.password);

    await page.goto(`/m/home?tokens=${encodeURIComponent(token)}`);
    const dialog = page.getByRole('alertdialog', { name: 'Switch account?' });
    await dialog.getByRole('button', { name: `Switch to ${bob.username}` }).click();
    await expect(page).toHaveURL(at('/home'));
    await expectSignedInAs(page, bob.username);
  });

  test('a link whose sign-in is not valid: the current session stays, and the player is told', async ({
    page,
    admin,
  }) => {
    const alice = await admin.createMember({ prefix: 'alice' });
    await logInToHome(page, alice.username, alice.password);

    await page.goto('/m/home?token=forged-or-expired');
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText(
      `The sign-in in this link is not valid. You are still signed in as ${alice.username}.`,
    );
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expectSignedInAs(page, alice.username);
  });

  test('a link of the same account: nothing is asked, the token just leaves the address bar', async ({
    page,
    admin,
  }) => {
    const alice = await admin.createMember({ prefix: 'alice' });
    const otherSession = await admin.sessionToken(alice);
    await logInToHome(page, alice.username, alice.password);

    // The link's account is identified with its own token.
    const memberInfo = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/wps/member/info' &&
        r.request().headers()['authorization'] === otherSession,
    );
    await page.goto(`/m/home?token=${encodeURIComponent(otherSession)}`);
    await memberInfo;
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectSignedInAs(page, alice.username);
  });
});
