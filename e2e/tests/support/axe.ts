import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { expect, waitInteractive } from './fixtures';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2 A and AA rules, and WCAG 2.5.3 (label in name), which axe keeps off among its experimental ones. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * axe-core's serious and critical violations in one frame's document (in `include` only, if given), each with up
 * to five of its elements. axe loads once per document and sends nothing between frames (`iframes: false`): a
 * frame's page (a game's) may listen to its messages.
 */
async function frameViolations(frame: Frame, include?: string): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(include ?? document, options);
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} ${v.nodes
              .slice(0, 5)
              .map(
                (n) =>
                  `[${n.target.join(' ')}: ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? n.failureSummary}]`,
              )
              .join(' ')}`,
        );
    },
    { include, options: { ...AXE_OPTIONS, iframes: false } },
  );
}

/** Whether the frame's element in the page (that of its outermost frame, for a nested one) is in `selector`. */
async function frameIn(frame: Frame, selector: string): Promise<boolean> {
  let outermost = frame;
  for (let parent = frame.parentFrame(); parent?.parentFrame(); parent = parent.parentFrame())
    outermost = parent;
  const element = await outermost.frameElement();
  return element.evaluate((e, s) => (e as Element).closest(s) !== null, selector);
}

/** The frames inside `frame`, nested ones included. */
const framesIn = (frame: Frame): Frame[] =>
  frame.childFrames().flatMap((child) => [child, ...framesIn(child)]);

/**
 * The serious and critical violations axe-core finds on the page as it is, its frames included (in `include`
 * only, if given, and the frames inside it), as lines to read in a failed test. Each document is checked on its
 * own. Not @axe-core/playwright: its analyze opens a second page for every check and loads axe there and twice
 * more in the page, 1.7–2.3 s a check where this takes 0.3–0.6 s, a minute of every e2e run.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const lines = await frameViolations(page.mainFrame(), include);
  for (const frame of framesIn(page.mainFrame())) {
    if (include && !(await frameIn(frame, include))) continue;
    lines.push(...(await frameViolations(frame)).map((line) => `${frame.url()}: ${line}`));
  }
  return lines;
}

/** No serious or critical violation (seriousViolations) once the app's screen is up and its entrances have ended. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await waitInteractive(page);
  // Colours are judged as they end up: a modal fading in is still half-transparent over the backdrop. Only
  // such short entrances are waited for: spinners and shimmers run forever, and decorative motion (the
  // maintenance notice's slow turn, a hint's few bounces) changes no colour.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 2000)
        .map((a) => a.finished.catch(() => a)),
    ),
  );
  expect(await seriousViolations(page, include)).toEqual([]);
}
