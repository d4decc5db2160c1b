import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/build/i18n-catalogs';

/** Server tests that vi.mock a module (they run in a process of their own; see the server project). */
const SERVER_TESTS_THAT_MOCK_MODULES = ['apps/server/src/modules/ssr/ssr.routes.test.ts'];

/** The web app's "@/" path (apps/web/tsconfig.json, apps/web/vite.config.ts). */
const webSrcAlias = { find: /^@\//, replacement: `${new URL('./apps/web/src/', import.meta.url).pathname}` };

// The test pyramid (README "Test it"): fast unit tests of the shared package and the web app, API tests
// of the server, browser journeys on top. Server tests run on PGlite by default and on PostgreSQL
// when TEST_DATABASE_URL is set (scripts/test.mjs runs both).
export default defineConfig({
  test: {
    // The default report, and at the end of a run with journeys the count of those that passed at
    // their first attempt and the name of each one retried (e2e/retry-reporter.ts).
    reporters: ['default', './e2e/retry-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions and schemas: one module graph per worker instead of one per file.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        // Pure helpers and components of the web app, rendered with Testing Library in happy-dom;
        // the network is a mocked fetch, never a server.
        plugins: [i18nCatalogs(), react()],
        resolve: { alias: [webSrcAlias] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One happy-dom window and one copy of React per worker, not per file: a third of the time.
          // test/setup.ts empties the page, local storage and every mock after each test.
          isolate: false,
          // A form filled key by key in happy-dom takes 1–2 s alone; with the server passes and a build
          // beside it on two cores, 5 s (the default) was seen to run out (three tests of 939 at load 20).
          testTimeout: 20_000,
        },
      },
      {
        // The journeys' own helpers (which Chromium they drive), checked without launching a browser.
        test: {
          name: 'e2e-helpers',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's "@/" path, for the server-rendering test that loads apps/web/src/entry-server.tsx.
        plugins: [i18nCatalogs()],
        resolve: { alias: [webSrcAlias] },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: SERVER_TESTS_THAT_MOCK_MODULES,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each test file builds its own app on its own database (src/test/app.ts), so files need no
          // process of their own: a worker keeps its module graph and compiled PGlite from file to
          // file, a quarter less CPU than a fresh process per file (ADR 003).
          isolate: false,
        },
      },
      {
        // A file that replaces a module with vi.mock needs a module graph of its own: in a shared
        // worker the module would already be loaded, unmocked, by an earlier file.
        plugins: [i18nCatalogs()],
        resolve: { alias: [webSrcAlias] },
        test: {
          name: 'server-isolated',
          include: SERVER_TESTS_THAT_MOCK_MODULES,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          // A journey that fails is run once more, and the report names it as retried (the last lines
          // of the run: 'Journeys retried: none', or each one with RETRIED; e2e/retry-reporter.ts),
          // with the first attempt's error in the log (e2e/report-failures.ts): a browser
          // on a loaded 2-core machine can miss a timing the product does not promise, and one such
          // miss must not throw away a CI run. Both flakes seen so far were real races (a wishlist
          // click lost to the sign-in merge, a legal page read before its renderer loaded) and are
          // fixed; a test that needs its retry is looked at, not left.
          retry: 1,
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/report-failures.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
