import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitInteractive } from './fixtures';

/**
 * axe-core with the WCAG 2 A and AA rules and label-in-name: no serious or critical violation. `include` limits the check to
 * one part of the page (a modal, say).
 */
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
  let builder = new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) as well: axe keeps its rule among the experimental ones, off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
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
  expect(serious).toEqual([]);
}
