import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * No serious or critical accessibility violation on the page as it is drawn now (or inside `selector`).
 *
 * axe-core runs in the page itself, injected once per document, asked for violations only (decision 289). The
 * `@axe-core/playwright` wrapper injected its 650 KB again on every check, collected every passing node too, and
 * finished each run in a new blank page: three to four seconds per check on two cores, where this takes under one,
 * with the same rules and the same violations. The app draws no iframes, so the one document is the whole screen.
 */
export async function expectAccessible(page: Page, selector?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const serious = await page.evaluate(async (context) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    // Two frames first: Chromium can answer a button's computed style from before its `disabled` was removed until
    // the next frame (opacity 0.55 on an enabled button, a false contrast failure), so axe reads the page as drawn.
    // A hidden page draws no frames and goes on at once; a visible one waits for them up to a second. With a 100 ms
    // cap a CI run failed the same contrast check once more (a just-enabled button): on a busy machine two frames can
    // take longer than that.
    if (!document.hidden)
      await new Promise((drawn) => {
        requestAnimationFrame(() => requestAnimationFrame(drawn));
        setTimeout(drawn, 1000);
      });
    const results = await axe.run(context ? { include: [context] } : document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, selector ?? null);
  expect(serious).toEqual([]);
}
