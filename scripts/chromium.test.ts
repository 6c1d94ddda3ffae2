import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  headlessShellPath,
  packagedChromium,
  playwrightChromium,
} from '../e2e/chromium.ts';

/** Decision 091: CHROMIUM_PATH, the system Chromium, Playwright's own, and the npm-packaged one last. */
describe('the Chromium for browser tests', () => {
  const nodeBin = path.resolve('node_modules/.bin');

  it('takes the packaged Chromium when there is no CHROMIUM_PATH, chromium on PATH or Playwright browser, and it runs pages', async () => {
    const found = chromiumPath({ PATH: nodeBin });
    expect(found).toBeDefined();
    expect(found).toBe(playwrightChromium() ?? packagedChromium());
    const browser = await chromium.launch({ executablePath: found, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="p">ok</p><script>document.getElementById("p").textContent += "!"</script>');
      expect(await page.textContent('#p')).toBe('ok!');
      expect(browser.version()).toMatch(/^\d+\./);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('keeps CHROMIUM_PATH and then the system chromium first', () => {
    const fake = path.resolve('package.json');
    expect(chromiumPath({ PATH: nodeBin, CHROMIUM_PATH: fake })).toBe(fake);
    const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
    if (system) expect(chromiumPath({ PATH: '/usr/bin:/bin' })).toBe(system);
    else expect(chromiumPath({ PATH: '/usr/bin:/bin' })).toBe(playwrightChromium() ?? packagedChromium());
  });

  it('finds the headless shell by CHROMIUM_HEADLESS_SHELL_PATH, then on PATH, else none', async () => {
    const fake = path.resolve('package.json');
    expect(headlessShellPath({ PATH: nodeBin, CHROMIUM_HEADLESS_SHELL_PATH: fake })).toBe(fake);
    expect(headlessShellPath({ PATH: nodeBin })).toBeUndefined();
    const shell = '/usr/bin/chromium-headless-shell';
    if (!fs.existsSync(shell)) return;
    expect(headlessShellPath({ PATH: '/usr/bin:/bin' })).toBe(shell);
    // The browser tests' pages run in it as in the full Chromium.
    const browser = await chromium.launch({ executablePath: shell, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="p">ok</p><script>document.getElementById("p").textContent += "!"</script>');
      expect(await page.textContent('#p')).toBe('ok!');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
