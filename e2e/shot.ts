import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at (the screens are reviewed by eye at their user's size), taken only when
 * `E2E_SCREENSHOTS=1`: no assertion reads these files, and encoding full-page PNGs with the software rasterizer
 * cost every `npm test` run CPU for pictures nobody opened (decision 289).
 */
export async function shot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await target.screenshot({ path, ...options });
}
