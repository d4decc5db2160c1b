// `npm start`: build what is missing, then run the site on PORT (3000) with the embedded database.
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
