// Builds the web app and the server when their output is missing or older than their sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function buildIfNeeded() {
  const shared = newest(join(root, 'packages/shared/src'));
  const targets = [
    {
      name: '@granite/web',
      out: join(root, 'apps/web/dist/index.html'),
      src: [join(root, 'apps/web/src'), join(root, 'apps/web/index.html')],
    },
    {
      name: '@granite/server',
      out: join(root, 'apps/server/dist/main.js'),
      src: [join(root, 'apps/server/src')],
    },
  ];
  for (const t of targets) {
    const sourceTime = Math.max(
      shared,
      ...t.src.map((s) => (statSync(s, { throwIfNoEntry: false })?.isDirectory() ? newest(s) : mtime(s))),
    );
    if (mtime(t.out) >= sourceTime) continue;
    console.log(`Building ${t.name} ...`);
    execSync(`npm run build -w ${t.name}`, { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
