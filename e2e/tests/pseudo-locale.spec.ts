import type { BrowserContext, Page } from '@playwright/test';
import { pseudoLocale } from '../../web/src/i18n/pseudo-locale';
import { expect, test, waitInteractive } from './support/fixtures';
import { appStrings } from './support/strings';

/**
 * The public screens in the pseudo-locale of the tests (web/src/i18n/pseudo-locale.ts): every string longer, and
 * the layout right to left. It is generated here from EN.json and served in place of a real language's locale
 * chunk, so the app applies it as it would that language (lang, dir, the Language header); players never receive
 * it. Served as Urdu, the app's right-to-left language, a screen passes when nothing overflows the viewport, no
 * button, tab, label or heading cuts its text, and everything sits where the same screen served as English (left
 * to right, same strings) puts it, mirrored.
 */
const PSEUDO = pseudoLocale(appStrings('EN'));

type Direction = 'ltr' | 'rtl';
/** The language whose locale chunk (assets/<code>-<hash>.js) the pseudo-locale replaces, by direction. */
const SERVED_AS: Record<Direction, { language: string; chunk: RegExp }> = {
  ltr: { language: 'EN', chunk: /\/m\/assets\/EN-[\w-]+\.js$/ },
  // Urdu's chunk, not Latin-script Urdu's (UR-LA-<hash>.js).
  rtl: { language: 'UR', chunk: /\/m\/assets\/UR-(?!LA-)[\w-]+\.js$/ },
};
/** Pixels of rounding allowed between two measures of the same box. */
const ROUNDING = 1;

async function openInPseudoLocale(
  context: BrowserContext,
  { path, ready }: { path: string; ready?: (page: Page) => Promise<void> },
  direction: Direction,
): Promise<Page> {
  const { language, chunk } = SERVED_AS[direction];
  const page = await context.newPage();
  // A screen that moves by itself (home's banners) stands still, so both directions are measured at one moment.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let served = 0;
  await page.route(chunk, (route) => {
    served += 1;
    return route.fulfill({
      contentType: 'text/javascript',
      // A locale chunk exports its JSON as text (web/src/i18n/i18n.ts parses it).
      body: `export default ${JSON.stringify(JSON.stringify(PSEUDO))};`,
    });
  });
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
  // Dates are the browser's (Intl), not strings: the pseudo-locale stands in for Urdu's strings only, so both
  // directions show dates in English, and a date is as wide in both.
  await page.addInitScript(() => {
    const Native = Intl.DateTimeFormat;
    const English = function (_locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new Native('en-US', options);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.defineProperties(English, {
      prototype: { value: Native.prototype },
      supportedLocalesOf: { value: Native.supportedLocalesOf },
    });
    Intl.DateTimeFormat = English;
  });
  await page.goto(path);
  await waitInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
  // Fails loudly should the locale chunks be named otherwise: the screen would be tested in that real language.
  expect(served, `the pseudo-locale was served in place of ${language}`).toBe(1);
  // What comes after the first screen has come (home's carousel controls, referral card and activities).
  await ready?.(page);
  // Measure the screen at rest: fonts in, transitions (tabs, splash) over.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
  return page;
}

/**
 * Elements whose text must show whole, and those that do not fit it: a box reaching out of the viewport (a parent
 * that hides overflow cuts it without the page scrolling), content wider than the box (cut, or spilling over its
 * neighbours), or taller than a box that cuts what overflows. Taller content in a box that lets it show is not a
 * cut (accents above capitals reach past a tight line height, as Vietnamese and Thai marks do).
 */
async function clippedText(page: Page, viewportWidth: number): Promise<string[]> {
  return page.evaluate(
    ({ width, rounding }) =>
      Array.from(
        document.querySelectorAll<HTMLElement>('button, [role="tab"], label, h1, h2, h3, .btn, .tile'),
      )
        .filter((el) => el.getClientRects().length > 0 && el.clientWidth > 0)
        // A row that scrolls sideways (home's game lanes) shows the rest of its cards when scrolled: not a cut.
        .filter((el) => !el.parentElement?.closest('.game-lane-cards'))
        .filter((el) => {
          const { left, right } = el.getBoundingClientRect();
          return (
            left < -rounding ||
            right > width + rounding ||
            el.scrollWidth > el.clientWidth + rounding ||
            (getComputedStyle(el).overflowY !== 'visible' && el.scrollHeight > el.clientHeight + rounding)
          );
        })
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth}x${el.scrollHeight} in ` +
            `${el.clientWidth}x${el.clientHeight}: ${el.textContent?.trim()}`,
        ),
    { width: viewportWidth, rounding: ROUNDING },
  );
}

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
}

/** Where the screen puts every box that is not inline and every run of text, in document order. */
async function layout(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let rect: DOMRect;
      let what: string;
      if (node instanceof Text) {
        if (!node.data.trim()) continue;
        // Text that is not in the language (the picker's language code: EN, UR) is not compared.
        if (node.parentElement?.closest('[translate="no"]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rect = range.getBoundingClientRect();
        what = `text "${node.data.trim()}"`;
      } else if (node instanceof Element) {
        if (getComputedStyle(node).display === 'inline') continue;
        rect = node.getBoundingClientRect();
        what = `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`;
      } else continue;
      if (rect.width === 0 || rect.height === 0) continue;
      boxes.push({ what, left: rect.left, right: rect.right, top: rect.top });
    }
    return boxes;
  });
}

/** The boxes of the right-to-left screen that are not the left-to-right ones mirrored. */
function unmirrored(ltr: Box[], rtl: Box[], viewportWidth: number): string[] {
  if (ltr.length !== rtl.length) return [`${ltr.length} boxes left to right, ${rtl.length} right to left`];
  const near = (a: number, b: number) => Math.abs(a - b) <= ROUNDING;
  return rtl.flatMap((box, i) => {
    const twin = ltr[i]!;
    const mirrored =
      box.what === twin.what &&
      near(box.left, viewportWidth - twin.right) &&
      near(box.right, viewportWidth - twin.left) &&
      near(box.top, twin.top);
    return mirrored
      ? []
      : [`${box.what} at ${box.left}..${box.right}, left to right at ${twin.left}..${twin.right}`];
  });
}

const SCREENS = [
  { screen: 'login', path: '/m/login', shows: { role: 'button', name: PSEUDO.login } },
  { screen: 'register', path: '/m/register', shows: { role: 'button', name: PSEUDO.register } },
  {
    screen: 'home',
    path: '/m/home',
    shows: { role: 'heading', name: PSEUDO.welcome_guest },
    ready: async (page: Page) => {
      await expect(page.locator('.banners-controls')).toBeVisible();
      await expect(page.locator('.referral-entry')).toBeVisible();
      await expect(page.locator('.activity-card:not(.activity-card--loading)').first()).toBeVisible();
      await expect(page.locator('.game-tile-play').first()).toBeVisible();
    },
  },
] as const;

for (const { screen, shows, ...opened } of SCREENS) {
  test(
    `${screen} in the pseudo-locale: longer strings fit, right to left mirrors`,
    { tag: '@iphone' },
    async ({ context }) => {
      const ltr = await openInPseudoLocale(context, opened, 'ltr');
      const ltrLayout = await layout(ltr);
      await ltr.close();

      const page = await openInPseudoLocale(context, opened, 'rtl');
      await expect(page.getByRole(shows.role, { name: shows.name, exact: true })).toBeVisible();
      const viewportWidth = page.viewportSize()?.width ?? 0;
      // The device's width, not innerWidth: a phone zooms a page that overflows out, and innerWidth grows with it.
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(viewportWidth);
      expect(await clippedText(page, viewportWidth), 'text that does not fit').toEqual([]);
      expect(unmirrored(ltrLayout, await layout(page), viewportWidth), 'layout that does not mirror').toEqual(
        [],
      );
    },
  );
}
