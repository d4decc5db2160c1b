// Starts the built site once (fresh data directory, embedded database, demo catalogue) and one
// headless Chromium server; every spec file connects to both.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { resolveChromium } from './browser-path';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** The server's log (stdout + stderr); with SMTP_URL unset it carries every mail's link. */
    serverLogPath: string;
    /** The first administrator, created from ADMIN_EMAIL/ADMIN_PASSWORD at start (D3). */
    adminEmail: string;
    adminPassword: string;
    /** The demo manufacturer account of SEED=demo, whose password is printed once at start (D3). */
    demoManufacturer: { email: string; password: string };
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  // A busy machine (several builds and servers at once) may need longer: E2E_START_TIMEOUT_MS.
  const deadline = Date.now() + (Number(process.env.E2E_START_TIMEOUT_MS) || 240_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** The demo accounts line the server logs once when it loads the demo catalogue. */
function demoAccounts(log: string): { vendor: { email: string; password: string } } {
  for (const line of log.split('\n')) {
    if (!line.includes('"demoAccounts"')) continue;
    return JSON.parse(line).demoAccounts;
  }
  throw new Error(`the server did not print the demo accounts:\n${log}`);
}

let server: ChildProcess | undefined;
let browser: BrowserServer | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const root = new URL('..', import.meta.url).pathname;
  // First, so a browser that cannot start stops the run before a server is left behind. CHROMIUM_PATH,
  // else the system Chromium, else the one of @sparticuz/chromium (browser-path.ts).
  const chromiumToUse = await resolveChromium();
  console.log(`Browser journeys in ${chromiumToUse.version} (${chromiumToUse.from})`);
  dataDir = mkdtempSync(join(tmpdir(), 'granite-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const adminEmail = 'admin@e2e.granite.test';
  const adminPassword = 'Quarry-Slab-Admin-2024';
  const serverLogPath = join(dataDir, 'server.log');
  writeFileSync(serverLogPath, '');
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      // JSON log lines (apps/server/src/logger.ts): the demo accounts and mail links are read from them.
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      // info: the mail outbox writes each message (verification links included) to the log.
      LOG_LEVEL: 'info',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // Fixtures sign in from addresses of their own (X-Forwarded-For); see fixtureHeaders().
      TRUST_PROXY: '1',
      // A web build of one's own (vite build --outDir …), so a build does not clobber someone else's.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
    appendFileSync(serverLogPath, d);
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  try {
    await waitForHealth(baseURL, server, () => output);
  } catch (error) {
    // A server that did not answer in time is stopped, not left running after the run gives up.
    server.kill('SIGTERM');
    throw error;
  }
  browser = await chromium.launchServer({
    executablePath: chromiumToUse.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...chromiumToUse.args],
    env: { ...process.env, ...chromiumToUse.env },
  });
  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('serverLogPath', serverLogPath);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('demoManufacturer', demoAccounts(output).vendor);

  return async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
