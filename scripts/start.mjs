// `npm start`: build what is missing, then run the site on PORT (3000) with the embedded database.
// Unless IRP_BASE_URL names a real Invoice Registration Portal, the local IRP stand-in (D43, ADR 023)
// is started first and the site registers e-invoices with it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const cwd = new URL('..', import.meta.url).pathname;
const children = [];

/** The IRP stand-in's process and the URL and public key it prints on its first line. */
function startIrpStandin() {
  const standin = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/irp-standin.js'], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(standin);
  return new Promise((resolve, reject) => {
    standin.once('exit', (code) => reject(new Error(`the IRP stand-in stopped (${code})`)));
    createInterface({ input: standin.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
}

const env = { ...process.env };
if (!env.IRP_BASE_URL) {
  const irp = await startIrpStandin();
  env.IRP_BASE_URL = irp.url;
  env.IRP_PUBLIC_KEY = irp.publicKey;
  console.log(`IRP stand-in (e-invoices, D43) at ${irp.url}`);
}
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd,
  stdio: 'inherit',
  env,
});
children.push(child);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
child.on('exit', (code, signal) => {
  for (const c of children) if (c !== child) c.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
