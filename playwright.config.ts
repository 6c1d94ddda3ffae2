import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium.ts';

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
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
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
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    // The phone's CSS size and touch as a Pixel 7, drawn at 1 device pixel per CSS pixel: layout is the same, and
    // the software rasterizer here paints a seventh of the pixels (decision 207).
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
});
