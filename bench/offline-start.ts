import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';

/**
 * Warm offline start: the page is loaded once online (service worker installed, data cached), then the
 * network is cut, the CPU throttled 4× and the page reloaded; the figure is navigation → `ready`
 * selector painted, in ms (median of `runs`).
 */
export async function offlineStart(
  baseUrl: string,
  opts: { path: string; ready: string; login?: { email: string; password: string }; runs?: number },
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 412, height: 915 },
      isMobile: true,
    });
    if (opts.login) {
      await context.request.post('/api/auth/login', { data: opts.login });
    }
    const page = await context.newPage();
    await page.goto(opts.path);
    await page.waitForSelector(opts.ready, { timeout: 30_000 });
    // Installed and active; the next load is the first one the service worker controls.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForSelector(opts.ready, { timeout: 30_000 });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      throw new Error('no service worker controls the page');
    // The persister writes IndexedDB about a second after the data arrives (throttled); let it.
    await page.waitForTimeout(2500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < (opts.runs ?? 5); i++) {
      const t0 = Date.now();
      await page.reload({ waitUntil: 'commit' });
      await page.waitForSelector(opts.ready, { timeout: 30_000 });
      times.push(Date.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } catch (error) {
    console.error(`offline start failed for ${opts.path}: ${(error as Error).message.split('\n')[0]}`);
    return NaN;
  } finally {
    await browser.close();
  }
}
