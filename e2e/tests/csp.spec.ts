import type { Page } from '@playwright/test';
import { test, expect, waitInteractive, waitWatching } from './support/fixtures';

// The app page's script policy (server/src/static/csp.ts buildPageCsp): a nonce new for every response, on the
// build's own scripts only (page-fill.ts withScriptNonce), with 'strict-dynamic' for what those scripts add.

/** Every CSP violation the page reports, from before its first script runs (DevTools injects the listener). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

for (const path of ['/m/login', '/m/home']) {
  test(`${path} loads and runs with no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*'nonce-[^']+' 'strict-dynamic'/);
    await waitInteractive(page);
    await waitWatching(page);
    // What the app adds once idle (the customer-service stand-ins, the pixels, the checks) has had its time.
    await page.waitForTimeout(1500);
    expect(violations).toEqual([]);
  });
}

test('attack: a script put into the page without the nonce does not run; the build’s own scripts do', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.route('**/m/login', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    // Stored markup that reached the HTML: an inline script, one guessing a nonce, and a same-origin script
    // ('self' no longer lets it run: strict-dynamic).
    const injected =
      '<script>window.__injected = "inline"</script>' +
      '<script nonce="bm90LXRoZS1ub25jZQ==">window.__injected = "guessed nonce"</script>' +
      '<script src="/mini-game/v1/minigame.js"></script>';
    const body = (await response.text()).replace('</head>', () => `${injected}</head>`);
    await route.fulfill({ status: response.status(), headers, body });
  });
  await page.goto('/m/login');
  // The app itself ran (its scripts carry the nonce).
  await waitInteractive(page);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const ran = await page.evaluate(() => ({
    injected: (window as unknown as { __injected?: string }).__injected ?? null,
    miniGame: 'MiniGame' in window,
  }));
  expect(ran).toEqual({ injected: null, miniGame: false });
  const blocked = violations.filter((v) => v.startsWith('script-src'));
  expect(
    blocked.some((v) => v.includes('inline')),
    violations.join('\n'),
  ).toBe(true);
  expect(
    blocked.some((v) => v.includes('/mini-game/v1/minigame.js')),
    violations.join('\n'),
  ).toBe(true);
});

test('attack: the nonce is new for every response, and the page’s scripts carry the one of its own', async ({
  page,
  request,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const res = await request.get('/m/login');
    const nonce = nonceOf(res.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(await res.text()).toContain(`nonce="${nonce}"`);
    nonces.add(nonce ?? '');
  }
  expect(nonces.size).toBe(5);
  const response = await page.goto('/m/home');
  await waitInteractive(page);
  const nonce = nonceOf(response?.headers()['content-security-policy']);
  // The nonce attribute is hidden from the page's markup once parsed; the property keeps it.
  const used = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('script[nonce], meta[property="csp-nonce"]')).map(
      (e) => e.nonce,
    ),
  );
  expect(used.length).toBeGreaterThan(1);
  expect(new Set(used)).toEqual(new Set([nonce]));
});
