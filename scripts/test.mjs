// `npm test`, the test pyramid from the bottom up: the unit tests of the shared package and the web
// app (a few seconds, no server, no browser), the server's API tests on PGlite and, at the same
// time, on PostgreSQL when TEST_DATABASE_URL is set (ADR 003), then the browser journeys in headless Chromium
// against the built app (with the unit test of how the journeys choose that browser).
import { spawn, spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';
import { checkBudgets, startBuiltServer } from './check-budgets.mjs';

const root = new URL('..', import.meta.url).pathname;
// The journeys' own choice of browser (e2e/browser-path.ts): CHROMIUM_PATH, the system Chromium, or
// the one shipped in @sparticuz/chromium, so a machine without a system browser runs them too.
const { chooseChromium, describeChoice, isExecutableFile, PACKAGED_CHROMIUM } = await tsImport(
  '../e2e/browser-path.ts',
  import.meta.url,
);
const chromium = chooseChromium();

function run(title, args, env = {}) {
  console.log(`\n=== ${title}\n`);
  const r = spawnSync('npx', ['vitest', 'run', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) {
    console.error(`\n${title}: FAILED`);
    process.exit(r.status ?? 1);
  }
}

/** Runs vitest passes at the same time; prints each one's output when it ends; stops on a failure. */
async function runTogether(passes) {
  const started = Date.now();
  console.log(`\n=== ${passes.map(([title]) => title).join(' and ')}, side by side\n`);
  const results = await Promise.all(
    passes.map(
      ([title, args, env]) =>
        new Promise((resolve) => {
          const chunks = [];
          const child = spawn('npx', ['vitest', 'run', ...args], {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
          });
          child.stdout.on('data', (d) => chunks.push(d));
          child.stderr.on('data', (d) => chunks.push(d));
          child.on('close', (status) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`\n=== ${title} (ended after ${seconds} s)\n`);
            process.stdout.write(Buffer.concat(chunks));
            if (status !== 0) console.error(`\n${title}: FAILED`);
            resolve(status);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

if (chromium.source === 'CHROMIUM_PATH' && !isExecutableFile(chromium.path)) {
  console.error(
    `CHROMIUM_PATH=${chromium.path} is not an executable file; unset it to use the default browser.`,
  );
  process.exit(1);
}
console.log(`Browser journeys will use ${describeChoice(chromium)}.`);
// First and before any build: the fast layer fails in seconds when a helper or a component broke.
run('Web and shared unit tests', ['--project', 'shared', '--project', 'web', '--project', 'e2e-helpers']);
run('Unit tests of the scripts', ['--config', 'scripts/vitest.config.mjs']);
buildIfNeeded();
// The storefront's page budgets (scripts/check-budgets.mjs) need the built server on a demo
// catalogue: it starts now, while the server tests run, and is measured once they end (about 5 s).
const budgetServer = startBuiltServer();
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
// The server tests on PGlite and on PostgreSQL, side by side: each pass waits on its database for a
// third of its time (PostgreSQL is another process, PGlite runs between the tests' own awaits), so two
// passes fill the two cores that one pass leaves half idle. Each pass's report is printed whole when
// it ends, the first to end first.
const server = ['--project', 'server*'];
if (TEST_DATABASE_URL) {
  await runTogether([
    ['Server API tests on PGlite', server, { ...withoutPg, TEST_DATABASE_URL: '' }],
    [`Server tests on PostgreSQL (${TEST_DATABASE_URL})`, server, { TEST_DATABASE_URL }],
  ]);
} else {
  run('Server API tests on PGlite', server, { ...withoutPg, TEST_DATABASE_URL: '' });
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass of the server tests was not run.');
}
console.log('\n=== Storefront page budgets on the built server\n');
try {
  const withinBudgets = await checkBudgets(await budgetServer.ready);
  if (!withinBudgets) {
    console.error('\nStorefront page budgets: FAILED (a page is heavier than its budget)');
    process.exit(1);
  }
} finally {
  await budgetServer.stop();
}
run('Browser journeys in headless Chromium', ['--project', 'e2e']);

// CI (.ci/run sets E2E_ALSO_IN_PACKAGED_CHROMIUM=1) drives the journeys that lean on browser features
// once more in the headless Chromium of @sparticuz/chromium, the one a newcomer without a system
// browser gets: its offline emulation, service worker, downloads and WebGL differ from Debian's
// Chromium (the offline banner once showed in one and not the other), so a difference fails CI
// rather than a newcomer's first `npm test`. One more server start and these files, side by side.
const BROWSER_FEATURE_JOURNEYS = [
  'e2e/pwa.spec.ts', // service worker, offline copies and the offline banner, install prompt
  'e2e/documents.spec.ts', // file downloads (tax invoice PDF, e-way bill data)
  'e2e/media.spec.ts', // WebGL (3D texture viewer) or its fallback
];
if (process.env.E2E_ALSO_IN_PACKAGED_CHROMIUM === '1' && chromium.source !== PACKAGED_CHROMIUM) {
  run(
    `Browser-feature journeys again in the headless Chromium of ${PACKAGED_CHROMIUM}`,
    ['--project', 'e2e', ...BROWSER_FEATURE_JOURNEYS],
    { CHROMIUM_PATH: PACKAGED_CHROMIUM },
  );
}
