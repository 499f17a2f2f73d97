import type { Page } from '@playwright/test';
import { UPDATE_CHECK_INTERVAL_MS } from '@app/contract/constants/update-check';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, test, waitInteractive } from './support/fixtures';

// The update prompt's refresh hands over to a new service worker (the run blocks workers elsewhere).
test.use({ serviceWorkers: 'allow' });

// The update check (entry §2, §3, §9): the build's /m/asset-manifest.json (served again, when no desktop build
// is configured, at /mobile/mc/asset-manifest.json) changes while a page is open, as a deployment does. The
// change is made for the test's own page (its manifest reads are answered with the served manifest plus a new
// entry): rewriting the build's file would show the prompt on the pages of tests running beside it. That the
// server reads the file again on each request is tested in server/src/static/asset-manifest.test.ts.

/** The entry a deployment adds. */
const DEPLOYED = 'e2e/update-check.js';

type Manifest = { files: Record<string, string> };

/** Answers the page's manifest reads as served until `deploy()` is called, then with the new entry. */
const deploymentFor = async (page: Page): Promise<{ deploy: () => void }> => {
  let deployed = false;
  await page.route(/\/(?:m|mobile\/mc)\/asset-manifest\.json\?t=/, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    if (deployed) manifest.files[DEPLOYED] = '/m/assets/update-check-deployed.js';
    await route.fulfill({ response, json: manifest });
  });
  return { deploy: () => (deployed = true) };
};

/** Both manifests read, with their time query. */
const manifestsRead = (page: Page) =>
  Promise.all(
    ['/m/asset-manifest.json?t=', '/mobile/mc/asset-manifest.json?t='].map((p) =>
      page.waitForResponse((r) => r.url().includes(p) && r.ok()),
    ),
  );
const returnToPage = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
const updatePrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Update available' });

/** Marks the document, so a test can tell that the page was loaded again. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-old', ''));
// The refresh first lets a new service worker take over (web/src/features/update-check/activate-worker.ts), so the
// page may be navigating while it is asked.
const reloaded = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => !document.documentElement.hasAttribute('data-old')).catch(() => false))
    .toBe(true);

test('the served manifests map each entry to its hashed file, never cached', async ({ request }) => {
  const own = await request.get('/m/asset-manifest.json');
  expect(own.headers()['cache-control']).toBe('no-cache');
  const { files } = (await own.json()) as Manifest;
  expect(files['index.html']).toMatch(/^\/m\/assets\/index-[\w-]+\.js$/);
  for (const [entry, file] of Object.entries(files)) {
    if (entry !== DEPLOYED) expect((await request.get(file)).status(), file).toBe(200);
  }
  const desktop = await request.get('/mobile/mc/asset-manifest.json');
  expect(desktop.headers()['cache-control']).toBe('no-cache');
  expect(((await desktop.json()) as Manifest).files['index.html']).toBe(files['index.html']);
});

test('a deployment while the page is open: on return to the page the update prompt shows once, and its refresh reloads in place', async ({
  page,
}) => {
  const { deploy } = await deploymentFor(page);
  const firstRead = manifestsRead(page);
  await page.goto('/m/login?affiliateCode=A1');
  await waitInteractive(page);
  // Once 1.5 s after start: the versions the page was loaded with.
  await firstRead;
  await returnToPage(page);
  await expect(updatePrompt(page)).toHaveCount(0);

  // A return while the last check still reads is no check: return until one has read the new manifest.
  deploy();
  await expect
    .poll(async () => {
      await returnToPage(page);
      return updatePrompt(page).count();
    })
    .toBe(1);
  await expect(updatePrompt(page)).toContainText('A new version of the site is available.');
  await expectNoSeriousViolations(page, '[role="alertdialog"]');
  // Once: later checks add no second prompt.
  await returnToPage(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  await markDocument(page);
  await updatePrompt(page).getByRole('button', { name: 'Refresh' }).click();
  await reloaded(page);
  // /m/login is a route of entry §2: the new version loads in place, query and all.
  await expect(page).toHaveURL(at('/login?affiliateCode=A1'));
  await waitInteractive(page);
  await expect(updatePrompt(page)).toHaveCount(0);
});

test('the hourly check finds a deployment; the refresh of a page entry §2 does not list goes to /m/home', async ({
  page,
}) => {
  await page.clock.install();
  const { deploy } = await deploymentFor(page);
  const firstRead = manifestsRead(page);
  await page.goto('/m/activity?id=7&affiliateCode=A1');
  await waitInteractive(page);
  await firstRead;

  deploy();
  await expect
    .poll(async () => {
      await page.clock.fastForward(UPDATE_CHECK_INTERVAL_MS);
      return updatePrompt(page).count();
    })
    .toBe(1);

  await markDocument(page);
  await updatePrompt(page).getByRole('button', { name: 'Refresh' }).click();
  await reloaded(page);
  await expect(page).toHaveURL(at('/home?affiliateCode=A1'));
});
