// `npm test`, the test pyramid from the bottom up: the unit tests of the shared package and the web
// app (a few seconds, no server, no browser), the server's API tests on PGlite, the server tests
// again on PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys in headless Chromium
// against the built app (with the unit test of how the journeys choose that browser).
import { spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
// The journeys' own choice of browser (e2e/browser-path.ts): CHROMIUM_PATH, the system Chromium, or
// the one shipped in @sparticuz/chromium, so a machine without a system browser runs them too.
const { chooseChromium, describeChoice, isExecutableFile } = await tsImport(
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

if (chromium.source === 'CHROMIUM_PATH' && !isExecutableFile(chromium.path)) {
  console.error(
    `CHROMIUM_PATH=${chromium.path} is not an executable file; unset it to use the default browser.`,
  );
  process.exit(1);
}
console.log(`Browser journeys will use ${describeChoice(chromium)}.`);
// First and before any build: the fast layer fails in seconds when a helper or a component broke.
run('Web and shared unit tests', ['--project', 'shared', '--project', 'web', '--project', 'e2e-helpers']);
buildIfNeeded();
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('Server API tests on PGlite', ['--project', 'server'], {
  ...withoutPg,
  TEST_DATABASE_URL: '',
});
if (TEST_DATABASE_URL) {
  run(`Server tests on PostgreSQL (${TEST_DATABASE_URL})`, ['--project', 'server'], { TEST_DATABASE_URL });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass of the server tests was not run.');
}
run('Browser journeys in headless Chromium', ['--project', 'e2e']);
