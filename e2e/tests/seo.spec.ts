import type { Page } from '@playwright/test';
import { at, expect, test, waitInteractive } from './support/fixtures';
import { appStrings } from './support/strings';

const EN = appStrings('EN');
const ES = appStrings('ES');

const NAME = 'Estrella & Co';

/** The search-engine data in the page's head (entry §2). */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    keywords: document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content,
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    tags: document.querySelectorAll('meta[name="description"], link[rel="canonical"]').length,
  }));

test.describe('search-engine data (entry §2)', () => {
  test("the server's HTML carries the head in English for crawlers; the app keeps it on each route in the player's language", async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant({ public: { name: NAME } });

    // A crawler that runs no JavaScript: the head is in the HTML, escaped, and a *.localhost host is noindex.
    // (Fetched by the browser, which resolves *.localhost: Node does not.)
    await page.goto(`${shop.origin}/robots.txt`);
    const html = await page.evaluate(() => fetch('/m/login').then((r) => r.text()));
    expect(html).toContain(`<title>${EN.login} · Estrella &amp; Co</title>`);
    expect(html).toContain(`<meta name="description" content="Estrella &amp; Co · ${EN.seo_description}">`);
    expect(html).toContain(`<meta name="robots" content="noindex">`);
    expect(html).toContain(`<link rel="canonical" href="${shop.origin}/m/login">`);

    // A player whose language is Spanish.
    await page.addInitScript(() => localStorage.setItem('language', 'ES'));
    await page.goto(`${shop.origin}/m/login?affiliateCode=A1`);
    await waitInteractive(page);
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: `${ES.login} · ${NAME}`,
        description: `${NAME} · ${ES.seo_description}`,
        keywords: `${NAME}, ${ES.seo_keywords}`,
        robots: 'noindex',
        canonical: `${shop.origin}/m/login`,
        tags: 2,
      });

    await page.getByRole('link', { name: ES.register, exact: true }).click();
    await expect(page).toHaveURL(at('/register'));
    await expect
      .poll(() => headOf(page))
      .toMatchObject({
        title: `${ES.register} · ${NAME}`,
        canonical: `${shop.origin}/m/register`,
        tags: 2,
      });

    await page.goBack();
    await expect(page).toHaveURL(at('/login'));
    await expect
      .poll(() => headOf(page))
      .toMatchObject({
        title: `${ES.login} · ${NAME}`,
        canonical: `${shop.origin}/m/login`,
      });
  });

  test('robots.txt lets crawlers read the app on a merchant’s host', async ({ page, admin }) => {
    const shop = await admin.createMerchant();
    const res = await page.goto(`${shop.origin}/robots.txt`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('Allow: /m/\n');
  });
});
