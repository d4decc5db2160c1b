// `npm test`: unit and API tests on PGlite, the server tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys in headless Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
buildIfNeeded();
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('Unit and API tests on PGlite', ['--project', 'shared', '--project', 'server'], {
  ...withoutPg,
  TEST_DATABASE_URL: '',
});
if (TEST_DATABASE_URL) {
  run(`Server tests on PostgreSQL (${TEST_DATABASE_URL})`, ['--project', 'server'], { TEST_DATABASE_URL });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass of the server tests was not run.');
}
run('Browser journeys in headless Chromium', ['--project', 'e2e']);
