import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath } from './e2e/chromium.ts';

/**
 * Most tests run on Debian's headless shell, the same Blink without the browser around it: a third less CPU and
 * wall time here (decision 305). Two spec files need the full Chromium: push.spec (the shell answers every
 * notification permission "denied", so no push subscription can be made) and kitchen-rush.spec (it counts the
 * tickets that fit under the board's header, and with "denied" the header's push switch grows by its two lines of
 * unblocking steps). Without the shell installed, every test runs on the full Chromium.
 */
const FULL_BROWSER = /\/(push|kitchen-rush)\.spec\.ts$/;
const full = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
const shell = { executablePath: headlessShellPath() ?? chromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  // A minute and a half per test: the longest owner flows take 30–45 s here with two browsers and the server tests
  // beside them on two cores; a test that passes is not made slower by the margin.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    // A trace records every step's DOM and screenshots: costly on two cores, so it is kept for a failure's retry only.
    trace: 'on-first-retry',
    launchOptions: shell,
    locale: 'ru-RU',
    // No service worker unless a test asks for one (pwa, push): installing one precaches the whole build in every new
    // context, a fifth of the browser tests' CPU for nothing they check (decision 285).
    serviceWorkers: 'block',
    // Reduced motion in every context, the ones tests make themselves too: a looping pulse or spinner repaints each
    // frame in the software rasterizer, a fifth of a core per open page for pictures no assertion reads. The test of
    // an animation turns it back on (decision 289).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: shell },
      testIgnore: [/\.mobile\.spec\.ts$/, FULL_BROWSER],
    },
    { name: 'desktop-chromium', use: { ...devices['Desktop Chrome'], launchOptions: full }, testMatch: FULL_BROWSER },
    // The phone's CSS size and touch as a Pixel 7, drawn at 1 device pixel per CSS pixel: layout is the same, and
    // the software rasterizer here paints a seventh of the pixels (decision 207).
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        launchOptions: shell,
      },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
});
