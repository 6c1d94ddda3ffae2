import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';

/**
 * Unit and server integration tests. Server tests run on a real PostgreSQL (one embedded cluster per
 * run, a fresh database per file); client unit tests run in happy-dom with the Lingui macros.
 */
export default defineConfig({
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    // Test files run three at a time (Vitest's default on two cores is one): most of their time is spent waiting on
    // PostgreSQL, sockets and child processes, not on the CPU. Each file has its own database and ports (decision 207).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // A worker keeps its loaded modules from one test file to the next (decision 284): each file still builds its
          // own app on its own database, and no server module keeps state outside the app it belongs to.
          isolate: false,
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // System tests that start real server processes and kill them (the chaos tests).
        test: {
          name: 'chaos',
          include: ['chaos/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000, // whole servers started, killed and restarted under load: minutes each on two busy cores
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
