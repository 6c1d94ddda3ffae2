import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per client feature (locales/<locale>/<feature>.po) plus `common` for the shell and shared
 * components, so each area's chunk loads only its own strings. Source messages are English; `en` is
 * filled from them, and `ru`/`ro` must be complete (scripts/i18n-check.ts fails the build otherwise).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'ro', 'en'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['<rootDir>/src/client/components', '<rootDir>/src/client/lib', '<rootDir>/src/client/app'],
    },
    {
      // The guest's strings that the menu's first paint does not need (status page parts, pause notice): they load
      // with the status page or with what shows them, keeping the menu's first load small (size budgets, D9).
      path: '<rootDir>/locales/{locale}/guest-more',
      include: ['<rootDir>/src/client/features/guest/more/'],
    },
    {
      // Promised times and the checkout's "When?": they load with the status page, with a venue taking orders
      // ahead, or with a guest's open order — never with the menu's first paint.
      path: '<rootDir>/locales/{locale}/guest-time',
      include: ['<rootDir>/src/client/features/guest/time/'],
    },
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/client/features/{name}/'],
      exclude: ['<rootDir>/src/client/features/guest/more/', '<rootDir>/src/client/features/guest/time/'],
    },
  ],
  orderBy: 'messageId',
  // No source line references: catalogs change only when messages do.
  format: formatter({ origins: false }),
});
