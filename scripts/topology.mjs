#!/usr/bin/env node
// The production topology of deploy/ (ADR 020) on one machine, from Debian's packages, and its drill:
//   npm run topology [-- --image DIR] [--keep]
// Starts a PostgreSQL primary (WAL archived to a directory) and a streaming replica made by
// pg_basebackup, Redis, two app servers (DATABASE_URL through HAProxy's PostgreSQL port,
// DATABASE_READ_URL the replica) and HAProxy in front with the production file's health checks, each
// on a port of its own under one directory in /tmp (never the machine's PostgreSQL on 5432 nor Redis
// on 6379). Then, through the load balancer:
//   1. a smoke test: sign in, search, a quote request answered into an order, its proforma downloaded;
//   2. one app server killed (SIGKILL) under load: the requests that failed, and when;
//   3. the primary stopped (as a crash) and the replica promoted: seconds without writes, and every
//      acknowledged write looked up afterwards (lost ones are counted);
//   4. a point-in-time restore from the base backup and the WAL archive to a restore point taken
//      before a marked write; the servers restarted on the restored database serve the data of that
//      moment and not the marked write.
// Prints a summary and writes it as JSON (summary.json in the run directory). Without --image it
// first runs the container image's build steps (deploy/build-image.sh) on a clean copy of HEAD.
// Needs: haproxy, redis-server, PostgreSQL 15's server binaries (apt-get install -y haproxy
// redis-server postgresql-15); run as root it runs PostgreSQL as the postgres user.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
let keep = args.includes('--keep');
const t0 = Date.now();
const since = (t = t0) => ((Date.now() - t) / 1000).toFixed(1);
const say = (msg) => console.log(`[${since()} s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------ prerequisites

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}
function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}
const PG = pgBin();
const missing = [
  !which('haproxy') && 'haproxy',
  !which('redis-server') && 'redis-server',
  !PG && 'postgresql-15',
].filter(Boolean);
if (missing.length) {
  console.error(`Missing: ${missing.join(', ')}. Install them once: apt-get install -y ${missing.join(' ')}`);
  process.exit(2);
}
const asRoot = process.getuid?.() === 0;

// ------------------------------------------------------------------------------------------- helpers

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs a PostgreSQL program as the postgres user when we are root (PostgreSQL refuses root). */
function pgRun(program, programArgs, options = {}) {
  const bin = join(PG, program);
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...programArgs]]
    : [bin, programArgs];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}
function ownByPostgres(path) {
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', path]);
}
/** An empty data directory PostgreSQL's programs may fill. */
function pgDirectory(path) {
  mkdirSync(path);
  chmodSync(path, 0o700);
  ownByPostgres(path);
}

const children = new Set();
function startProcess(name, cmd, argv, options) {
  const log = join(run, `${name}.log`);
  const child = spawn(cmd, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => appendFileSync(log, d));
  child.stderr.on('data', (d) => appendFileSync(log, d));
  child.logPath = log;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function stopProcess(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => {
      child.kill('SIGKILL');
    }, 15_000).unref();
  });
}

async function query(port, sql, params = [], database = 'granite') {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(what, fn, timeoutMs = 240_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await fn()) return;
    } catch (err) {
      if (err.fatal) throw err;
      last = err;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

// ----------------------------------------------------------------------------------------- the run

const run = mkdtempSync(join(tmpdir(), 'granite-topology-'));
chmodSync(run, 0o755);
const dirs = {
  primary: join(run, 'pg-primary'),
  replica: join(run, 'pg-replica'),
  restored: join(run, 'pg-restored'),
  base: join(run, 'base-backup'),
  archive: join(run, 'wal-archive'),
  sockets: join(run, 'sockets'),
  pgLogs: join(run, 'pg-logs'),
  data: join(run, 'app-data'),
  redis: join(run, 'redis'),
};
for (const d of [dirs.archive, dirs.sockets, dirs.pgLogs, dirs.data, dirs.redis])
  mkdirSync(d, { recursive: true });
for (const d of [dirs.archive, dirs.sockets, dirs.pgLogs]) ownByPostgres(d);

const port = {
  primary: await freePort(),
  replica: await freePort(),
  restored: await freePort(),
  haproxyPg: await freePort(),
  redis: await freePort(),
  http: await freePort(),
  app1: await freePort(),
  app2: await freePort(),
};
for (const [name, p] of Object.entries(port)) {
  if (p === 5432 || p === 6379) throw new Error(`${name} was given ${p}, the machine's own`);
}
const base = `http://127.0.0.1:${port.http}`;
const summary = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at start`,
  runDirectory: run,
  ports: port,
};
const started = { pg: new Set() };

async function cleanUp() {
  for (const child of [...children]) await stopProcess(child);
  for (const dir of started.pg) {
    try {
      pgRun('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
  }
  if (!keep) rmSync(run, { recursive: true, force: true });
  else console.log(`kept: ${run}`);
}
process.on('SIGINT', () => {
  cleanUp().finally(() => process.exit(130));
});

// ------------------------------------------------------------------------------- 0. the image tree

async function imageTree() {
  const given = option('--image');
  if (given) {
    if (!existsSync(join(given, 'apps/server/dist/main.js')))
      throw new Error(`${given} is not a built image tree`);
    say(`image tree: ${given} (given)`);
    return given;
  }
  const src = join(run, 'src');
  const out = join(run, 'image');
  mkdirSync(src);
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${src}"`]);
  const t = Date.now();
  say('building the image tree (deploy/build-image.sh, the Containerfile’s build stage) …');
  execFileSync('sh', [join(src, 'deploy/build-image.sh'), src, out], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  summary.imageBuildSeconds = Number(since(t));
  say(`image tree built in ${summary.imageBuildSeconds} s`);
  return out;
}

// ------------------------------------------------------------------------------------ 1. PostgreSQL

function pgStart(dir, name, extra) {
  const opts = [
    `-c port=${port[name]}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dirs.sockets}`,
    ...extra,
  ].join(' ');
  pgRun('pg_ctl', [
    '-D',
    dir,
    '-l',
    join(dirs.pgLogs, `${name}.log`),
    '-w',
    '-t',
    '120',
    '-o',
    opts,
    'start',
  ]);
  started.pg.add(dir);
}

async function startDatabases() {
  const archiveScript = join(run, 'archive-wal.sh');
  // One archive for both servers: a segment already there is accepted when it is the same bytes
  // (the replica archives what it received too, archive_mode=always), refused when it differs.
  writeFileSync(
    archiveScript,
    `#!/bin/sh\nset -e\nif [ -f "${dirs.archive}/$2" ]; then cmp -s "$1" "${dirs.archive}/$2"; exit $?; fi\ncp "$1" "${dirs.archive}/$2.tmp"\nmv "${dirs.archive}/$2.tmp" "${dirs.archive}/$2"\n`,
    { mode: 0o755 },
  );
  pgDirectory(dirs.primary);
  pgRun('initdb', ['-D', dirs.primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Settings both servers share (the replica's copy comes with pg_basebackup).
  appendFileSync(
    join(dirs.primary, 'postgresql.conf'),
    [
      '',
      '# The drill (scripts/topology.mjs)',
      'wal_level = replica',
      'max_wal_senders = 10',
      'hot_standby = on',
      'archive_mode = on',
      `archive_command = 'sh ${archiveScript} %p %f'`,
      'shared_buffers = 64MB',
      'max_connections = 120',
      '',
    ].join('\n'),
  );
  pgStart(dirs.primary, 'primary', []);
  await query(port.primary, 'create database granite', [], 'postgres');
  say(`PostgreSQL primary on ${port.primary}, WAL archived to ${dirs.archive}`);

  pgDirectory(dirs.replica);
  pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port.primary),
    '-U',
    'postgres',
    '-D',
    dirs.replica,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  appendFileSync(
    join(dirs.replica, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${port.primary} user=postgres application_name=replica1'\n`,
  );
  // archive_mode=always: the replica archives the segments it receives, so the archive has them all
  // even when the primary dies before archiving its last ones; after promotion it archives its own.
  pgStart(dirs.replica, 'replica', ['-c archive_mode=always']);
  // Synchronous replication (the primary's own setting, not copied to the replica): a commit is
  // acknowledged once the replica has it on disk, so no acknowledged write is lost in a failover.
  await query(port.primary, "alter system set synchronous_standby_names = 'replica1'");
  await query(port.primary, 'select pg_reload_conf()');
  await waitFor('the replica to stream synchronously', async () => {
    const rows = await query(port.primary, 'select sync_state from pg_stat_replication');
    return rows.some((r) => r.sync_state === 'sync');
  });
  say(`PostgreSQL replica on ${port.replica} (pg_basebackup -R), streaming synchronously`);
}

// ------------------------------------------------------------------------------ 2. Redis, HAProxy

function startRedis() {
  startProcess('redis', 'redis-server', [
    '--port',
    String(port.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dirs.redis,
  ]);
  say(`Redis on ${port.redis}`);
}

/**
 * HAProxy with the production file's backends (deploy/haproxy/haproxy.cfg: the same health checks,
 * retries and PostgreSQL failover port), the servers' addresses and ports changed, and a plain-HTTP
 * front door on loopback in place of the TLS one.
 */
function haproxyConfig() {
  const prod = readFileSync(join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8');
  const defaults = prod.slice(prod.indexOf('defaults'), prod.indexOf('frontend https'));
  const backends = prod
    .slice(prod.indexOf('\nbackend app') + 1)
    .replace('server app1 app1:3000', `server app1 127.0.0.1:${port.app1}`)
    .replace('server app2 app2:3000', `server app2 127.0.0.1:${port.app2}`)
    .replace('bind :5433', `bind 127.0.0.1:${port.haproxyPg}`)
    .replace('postgres-primary:5432', `127.0.0.1:${port.primary}`)
    .replace('postgres-replica:5432', `127.0.0.1:${port.replica}`);
  for (const s of [`127.0.0.1:${port.app1}`, `127.0.0.1:${port.app2}`, `127.0.0.1:${port.primary}`]) {
    if (!backends.includes(s)) throw new Error(`deploy/haproxy/haproxy.cfg changed: ${s} not placed`);
  }
  return `# Written by scripts/topology.mjs from deploy/haproxy/haproxy.cfg
global
  log stdout format raw local0
  maxconn 2048

${defaults}
frontend http
  mode http
  bind 127.0.0.1:${port.http}
  option httplog
  # The drill's many visitors come from one machine: their own X-Forwarded-For is kept, as behind
  # a CDN; the production file sets it to the connecting address.
  http-request set-header X-Forwarded-For %[src] unless { req.hdr(x-forwarded-for) -m found }
  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }
  http-request deny deny_status 404 if { path /metrics }
  default_backend app

${backends}`;
}

function startHaproxy() {
  const cfg = join(run, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig());
  execFileSync('haproxy', ['-c', '-q', '-f', cfg]);
  startProcess('haproxy', 'haproxy', ['-db', '-f', cfg]);
  say(`HAProxy: the site on ${port.http}, PostgreSQL (primary, replica as backup) on ${port.haproxyPg}`);
}

// ---------------------------------------------------------------------------------- 3. app servers

const secret = randomBytes(24).toString('hex');
const adminAccount = {
  email: 'admin@drill.granite.test',
  password: `Drill-${randomBytes(6).toString('hex')}`,
};
const apps = {};

function appEnv(name, database) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port[name]),
    HOST: '127.0.0.1',
    // One directory for both, as a shared volume; production uses the S3 store (deploy/README.md).
    DATA_DIR: dirs.data,
    DATABASE_URL: database.url,
    ...(database.readUrl ? { DATABASE_READ_URL: database.readUrl } : {}),
    REDIS_URL: `redis://127.0.0.1:${port.redis}`,
    PUBLIC_URL: base,
    AUTH_SECRET: secret,
    TRUST_PROXY: '1',
    SEED: 'demo',
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    LOG_LEVEL: 'info',
  };
}

async function startApp(name, image, database) {
  const child = startProcess(name, process.execPath, ['apps/server/dist/main.js'], {
    cwd: image,
    env: appEnv(name, database),
  });
  apps[name] = child;
  const t = Date.now();
  await waitFor(
    `${name} to be ready`,
    async () => {
      if (child.exitCode !== null) {
        const log = readFileSync(child.logPath, 'utf8').slice(-3000);
        throw Object.assign(new Error(`${name} exited:\n${log}`), { fatal: true });
      }
      const res = await fetch(`http://127.0.0.1:${port[name]}/api/v1/health/ready`);
      return res.ok;
    },
    // The first start draws the demo catalogue's images (minutes on a busy 2-core machine); later
    // starts copy them from the image tree's cache.
    900_000,
  );
  say(`${name} ready on ${port[name]} in ${since(t)} s`);
}

// ------------------------------------------------------------------------------ talking to the site

let visitor = 0;
/** A visitor of its own (X-Forwarded-For), so per-address limits count each one separately. */
const visitorIp = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

class Session {
  cookies = new Map();
  constructor() {
    this.ip = visitorIp();
  }
  async request(method, path, body, headers = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        'x-forwarded-for': this.ip,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
  async json(method, path, body, headers) {
    const res = await this.request(method, path, body, headers);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
  async signIn(email, password) {
    return this.json('POST', '/api/auth/sign-in/email', { email, password });
  }
}

function demoAccounts(logPath) {
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    if (line.includes('"demoAccounts"')) return JSON.parse(line).demoAccounts;
  }
  throw new Error('the first server did not print the demo accounts');
}

let asked = 0;
/** A quote request's form; a visitor who is not signed in gives an e-mail address to be answered at. */
const quoteBody = (productId, customerName, signedIn = false) => {
  asked += 1;
  return {
    productId,
    customerName,
    mobileNumber: '9845012345',
    ...(signedIn ? {} : { email: `visitor.${asked}.${t0}@drill.granite.test` }),
    quantitySqft: 1000,
    deliveryCity: 'Bengaluru',
    deliveryPin: '560066',
    materialQuality: 'Premium',
    productType: 'Slabs',
  };
};

// ------------------------------------------------------------------------------- 4. the smoke test

async function smokeTest(accounts) {
  const t = Date.now();
  const steps = [];
  const buyer = new Session();
  await buyer.signIn(accounts.buyer.email, accounts.buyer.password);
  steps.push(`signed in as ${accounts.buyer.email}`);
  const found = await buyer.json('GET', '/api/v1/products?search=granite');
  if (!found.items?.length) throw new Error('search found nothing');
  steps.push(`search "granite": ${found.total ?? found.items.length} products`);

  const maker = new Session();
  await maker.signIn(accounts.vendor.email, accounts.vendor.password);
  const own = await maker.json('GET', '/api/v1/vendor/products?status=active&pageSize=5');
  const product = own.items[0];
  const asked = await buyer.json(
    'POST',
    '/api/v1/quote-requests',
    quoteBody(product.id, 'Drill Buyer', true),
  );
  const requestId = asked.requests[0].id;
  steps.push(`quote request #${requestId} for ${product.name}`);

  const admin = new Session();
  await admin.signIn(adminAccount.email, adminAccount.password);
  const detail = await admin.json('GET', `/api/v1/admin/quote-requests/${requestId}`);
  if (detail.request.status === 'pending')
    await admin.json('POST', `/api/v1/admin/quote-requests/${requestId}/forward`);
  const validUntil = new Date(Date.now() + 5 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const replied = await maker.json('POST', `/api/v1/vendor/quote-requests/${requestId}/replies`, {
    price: 150,
    gstRate: 18,
    freight: 0,
    leadTimeDays: 7,
    validUntil,
  });
  const accepted = await buyer.json('POST', `/api/v1/me/quote-replies/${replied.replies[0].id}/accept`);
  const orderId = accepted.order.id;
  await maker.json('POST', `/api/v1/vendor/orders/${orderId}/confirm`);
  steps.push(`answered, accepted and confirmed: order #${orderId}`);

  const papers = await buyer.request('GET', `/api/v1/me/orders/${orderId}/documents/proforma`);
  const bytes = Buffer.from(await papers.arrayBuffer());
  if (papers.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') {
    throw new Error(`proforma download: ${papers.status} ${bytes.subarray(0, 200)}`);
  }
  const pdf = join(run, `proforma-${orderId}.pdf`);
  writeFileSync(pdf, bytes);
  let pdfText = '';
  try {
    pdfText = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  } catch {
    // pdftotext is optional
  }
  steps.push(
    `proforma invoice downloaded: ${bytes.length} bytes of PDF${pdfText ? `, reads "${pdfText.match(/PROFORMA[^\n]*/i)?.[0] ?? pdfText.slice(0, 30)}"` : ''}`,
  );
  summary.smoke = { ok: true, seconds: Number(since(t)), steps };
  for (const s of steps) say(`smoke: ${s}`);
  return { buyer, maker, admin, product };
}

// ----------------------------------------------------------------------- 5. an app server killed

/** Mixed browsing and quote requests from `workers` visitors at a time until `stop()`; every answer kept. */
function load(productIds, words, workers = 6) {
  const results = [];
  let running = true;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  async function worker(w) {
    let n = 0;
    while (running) {
      n += 1;
      const r = Math.random();
      const ip = visitorIp();
      let method = 'GET';
      let path;
      let body;
      if (r < 0.05) {
        method = 'POST';
        path = '/api/v1/quote-requests';
        body = JSON.stringify(quoteBody(pick(productIds), 'Drill Visitor'));
      } else if (r < 0.35) path = `/api/v1/products/${pick(productIds)}`;
      else if (r < 0.6) path = `/api/v1/products?search=${encodeURIComponent(pick(words))}`;
      else if (r < 0.75) path = `/api/v1/products?sort=price-asc&page=${1 + (n % 3)}`;
      else if (r < 0.85) path = '/api/v1/categories';
      else path = pick(['/', '/products', `/product/${pick(productIds)}`]);
      const start = Date.now();
      let status = 0;
      let error;
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            'x-forwarded-for': ip,
            origin: base,
            ...(body ? { 'content-type': 'application/json', 'idempotency-key': `drill-${w}-${n}` } : {}),
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch (err) {
        error = err.cause?.code ?? err.name;
      }
      results.push({ start, end: Date.now(), method, path, status, error });
      await sleep(20);
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    results,
    async stop() {
      running = false;
      await done;
    },
  };
}

const failed = (r) => r.error || r.status >= 500 || r.status === 0;

async function killOneUnderLoad(image, database, catalogue) {
  const l = load(catalogue.productIds, catalogue.words);
  await sleep(8_000);
  const killedAt = Date.now();
  apps.app2.kill('SIGKILL');
  say('app2 killed (SIGKILL) under load');
  await sleep(12_000);
  await l.stop();
  const after = l.results.filter((r) => r.end >= killedAt);
  const failures = l.results.filter(failed);
  const lastFailure = failures.length ? Math.max(...failures.map((r) => r.end)) : null;
  // The check window: two failed checks one second apart (deploy/haproxy/haproxy.cfg).
  const windowMs = 2_000 + 1_000;
  const beyond = failures.filter((r) => r.start > killedAt + windowMs);
  summary.killOne = {
    requests: l.results.length,
    seconds: Number(((l.results.at(-1).end - l.results[0].start) / 1000).toFixed(1)),
    requestsAfterKill: after.length,
    failed: failures.length,
    failedByKind: failures.reduce((acc, r) => {
      const k = `${r.method} ${r.error ?? r.status}`;
      acc[k] = (acc[k] ?? 0) + 1;
      return acc;
    }, {}),
    lastFailureSecondsAfterKill: lastFailure ? Number(((lastFailure - killedAt) / 1000).toFixed(2)) : null,
    failedBeyondCheckWindow: beyond.length,
    checkWindowSeconds: windowMs / 1000,
    statuses: l.results.reduce((acc, r) => {
      const k = r.error ?? r.status;
      acc[k] = (acc[k] ?? 0) + 1;
      return acc;
    }, {}),
  };
  say(
    `kill under load: ${summary.killOne.requests} requests in ${summary.killOne.seconds} s, ${summary.killOne.failed} failed (${beyond.length} beyond the ${windowMs / 1000} s check window)`,
  );
  await startApp('app2', image, database);
  // HAProxy takes it back after two good checks one second apart.
  await sleep(3_000);
}

// ------------------------------------------------------------------------------------ 6. failover

async function failover(catalogue) {
  const acked = [];
  const refused = [];
  let running = true;
  let n = 0;
  async function writer() {
    while (running) {
      n += 1;
      const start = Date.now();
      try {
        const res = await fetch(`${base}/api/v1/quote-requests`, {
          method: 'POST',
          headers: {
            'x-forwarded-for': visitorIp(),
            origin: base,
            'content-type': 'application/json',
            'idempotency-key': `failover-${n}`,
          },
          body: JSON.stringify(
            quoteBody(catalogue.productIds[n % catalogue.productIds.length], `Failover ${n}`),
          ),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        if (res.status === 201 || res.status === 200) {
          acked.push({ at: Date.now(), start, ids: JSON.parse(text).requests.map((q) => q.id) });
        } else refused.push({ at: Date.now(), start, status: res.status });
      } catch (err) {
        refused.push({ at: Date.now(), start, status: err.cause?.code ?? err.name });
      }
      await sleep(50);
    }
  }
  const writers = [writer(), writer()];
  await sleep(6_000);
  const stoppedAt = Date.now();
  // A crash: no shutdown checkpoint, connections cut.
  pgRun('pg_ctl', ['-D', dirs.primary, '-m', 'immediate', 'stop']);
  started.pg.delete(dirs.primary);
  say('primary stopped (immediate: as a crash); promoting the replica');
  const promoteAt = Date.now();
  pgRun('pg_ctl', ['-D', dirs.replica, '-w', 'promote']);
  const promotedAt = Date.now();
  say(`replica promoted in ${((promotedAt - promoteAt) / 1000).toFixed(1)} s`);
  await waitFor(
    'a write to be accepted after the promotion',
    async () => acked.some((a) => a.start > promotedAt),
    120_000,
  );
  await sleep(6_000);
  running = false;
  await Promise.all(writers);
  const lastBefore = Math.max(...acked.filter((a) => a.at < stoppedAt).map((a) => a.at));
  const firstAfter = Math.min(...acked.filter((a) => a.at > stoppedAt).map((a) => a.at));
  const ids = acked.flatMap((a) => a.ids);
  const found = await query(port.replica, 'select id from quote_requests where id = any($1::int[])', [ids]);
  const foundIds = new Set(found.map((r) => r.id));
  const lost = ids.filter((id) => !foundIds.has(id));
  const ready = {};
  // What the servers themselves counted (their /metrics, read from loopback as Prometheus would from
  // the backend network): 503 answers to quote requests, and database pool waits that gave up.
  const counted = { quoteRequest503: 0, poolWaitTimeouts: 0 };
  for (const name of ['app1', 'app2']) {
    const r = await fetch(`http://127.0.0.1:${port[name]}/api/v1/health/ready`);
    ready[name] = r.status;
    const metrics = await (await fetch(`http://127.0.0.1:${port[name]}/metrics`)).text();
    for (const line of metrics.split('\n')) {
      const value = Number(line.split(' ').at(-1));
      if (/^http_requests_total\{.*route="\/api\/v1\/quote-requests".*status="503"/.test(line))
        counted.quoteRequest503 += value;
      if (/^granite_db_pool_wait_timeouts_total\b/.test(line)) counted.poolWaitTimeouts += value;
    }
  }
  summary.failover = {
    writesAcknowledged: ids.length,
    writesRefused: refused.length,
    refusedByStatus: refused.reduce((acc, r) => {
      acc[r.status] = (acc[r.status] ?? 0) + 1;
      return acc;
    }, {}),
    promoteSeconds: Number(((promotedAt - promoteAt) / 1000).toFixed(2)),
    secondsWithoutWrites: Number(((firstAfter - lastBefore) / 1000).toFixed(2)),
    secondsFromCrashToFirstWrite: Number(((firstAfter - stoppedAt) / 1000).toFixed(2)),
    acknowledgedWritesLost: lost.length,
    lostIds: lost,
    serversReadyAfter: ready,
    serversCounted: counted,
  };
  say(
    `failover: ${ids.length} writes acknowledged, ${lost.length} lost; ${summary.failover.secondsWithoutWrites} s without writes (${summary.failover.secondsFromCrashToFirstWrite} s from the crash to the first accepted write)`,
  );
}

// ---------------------------------------------------------------------------- 7. restore to a moment

async function pointInTimeRestore(image, smoke) {
  const tag = `drill_${Date.now()}`;
  const before = await smoke.buyer.json(
    'POST',
    '/api/v1/quote-requests',
    quoteBody(smoke.product.id, 'Drill Kept', true),
  );
  const keptId = before.requests[0].id;
  await query(port.replica, 'select pg_create_restore_point($1)', [tag]);
  const markedAt = new Date().toISOString();
  const after = await smoke.buyer.json(
    'POST',
    '/api/v1/quote-requests',
    quoteBody(smoke.product.id, 'Drill Marked', true),
  );
  const markedId = after.requests[0].id;
  const [{ wal }] = await query(port.replica, 'select pg_walfile_name(pg_switch_wal()) as wal');
  await waitFor(`${wal} in the archive`, async () => existsSync(join(dirs.archive, wal)), 60_000);
  say(
    `restore point "${tag}" between quote requests #${keptId} (kept) and #${markedId} (marked); WAL archived`,
  );

  const t = Date.now();
  cpSync(dirs.base, dirs.restored, { recursive: true });
  ownByPostgres(dirs.restored);
  chmodSync(dirs.restored, 0o700);
  appendFileSync(
    join(dirs.restored, 'postgresql.auto.conf'),
    [
      `restore_command = 'cp ${dirs.archive}/%f %p'`,
      `recovery_target_name = '${tag}'`,
      "recovery_target_timeline = 'latest'",
      "recovery_target_action = 'promote'",
      // The base backup carries the old primary's synchronous standby; the restored server has none.
      "synchronous_standby_names = ''",
      '',
    ].join('\n'),
  );
  writeFileSync(join(dirs.restored, 'recovery.signal'), '');
  ownByPostgres(dirs.restored);
  pgStart(dirs.restored, 'restored', ['-c archive_mode=off']);
  await waitFor(
    'the restored database to finish recovery',
    async () => {
      const [{ r }] = await query(port.restored, 'select pg_is_in_recovery() as r');
      return r === false;
    },
    300_000,
    500,
  );
  const recoverySeconds = Number(since(t));
  say(`restored from the base backup + WAL archive to "${tag}" in ${recoverySeconds} s`);

  // The site moves to the restored database: the servers restart on it (no replica yet, RUNBOOK.md).
  await Promise.all([stopProcess(apps.app1), stopProcess(apps.app2)]);
  const database = { url: `postgres://postgres@127.0.0.1:${port.restored}/granite` };
  await startApp('app1', image, database);
  await startApp('app2', image, database);
  await waitFor(
    'HAProxy to send to the restarted servers',
    async () => (await fetch(`${base}/api/v1/health/ready`)).ok,
    30_000,
  );
  const admin = new Session();
  await admin.signIn(adminAccount.email, adminAccount.password);
  const kept = await admin.request('GET', `/api/v1/admin/quote-requests/${keptId}`);
  const marked = await admin.request('GET', `/api/v1/admin/quote-requests/${markedId}`);
  const keptBody = await kept.json().catch(() => null);
  await marked.arrayBuffer();
  const list = await admin.json('GET', '/api/v1/products?search=granite');
  summary.restore = {
    restorePoint: tag,
    markedWriteAt: markedAt,
    recoverySeconds,
    keptRequest: { id: keptId, status: kept.status, customerName: keptBody?.request?.customerName },
    markedRequest: { id: markedId, status: marked.status },
    catalogueServed: list.items.length > 0,
    ok: kept.status === 200 && marked.status === 404 && list.items.length > 0,
  };
  say(
    `through the load balancer after the restore: quote request #${keptId} ${kept.status}, #${markedId} (after the restore point) ${marked.status}`,
  );
}

// --------------------------------------------------------------------------------------------- main

async function main() {
  say(`run directory ${run}; PostgreSQL from ${PG}`);
  const image = await imageTree();
  await startDatabases();
  startRedis();
  startHaproxy();
  const database = {
    url: `postgres://postgres@127.0.0.1:${port.haproxyPg}/granite`,
    readUrl: `postgres://postgres@127.0.0.1:${port.replica}/granite`,
  };
  await startApp('app1', image, database);
  await startApp('app2', image, database);
  await waitFor('the site to answer through HAProxy', async () => {
    const r = await fetch(`${base}/api/v1/health/ready`);
    await r.arrayBuffer();
    return r.ok;
  });
  await sleep(3_000);
  // The base backup for point-in-time recovery, after the first start migrated and seeded.
  let t = Date.now();
  pgDirectory(dirs.base);
  pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port.primary),
    '-U',
    'postgres',
    '-D',
    dirs.base,
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  summary.baseBackupSeconds = Number(since(t));
  say(`base backup taken in ${summary.baseBackupSeconds} s`);

  const accounts = demoAccounts(apps.app1.logPath);
  const smoke = await smokeTest(accounts);
  const products = await smoke.buyer.json('GET', '/api/v1/products?pageSize=48');
  const catalogue = {
    productIds: products.items.map((p) => p.id),
    words: [...new Set(products.items.flatMap((p) => p.name.toLowerCase().split(/\s+/)))].filter(
      (w) => w.length > 3,
    ),
  };
  await killOneUnderLoad(image, database, catalogue);
  await failover(catalogue);
  t = Date.now();
  await pointInTimeRestore(image, smoke);

  summary.totalSeconds = Number(since());
  writeFileSync(join(run, 'summary.json'), JSON.stringify(summary, null, 2));
  const k = summary.killOne;
  const f = summary.failover;
  const r = summary.restore;
  console.log(`
Topology drill, ${summary.date} (${summary.machine})
  smoke test through HAProxy ........ ${summary.smoke.ok ? 'passed' : 'FAILED'} in ${summary.smoke.seconds} s (${summary.smoke.steps.length} steps)
  one app server killed under load .. ${k.requests} requests in ${k.seconds} s, ${k.failed} failed, ${k.failedBeyondCheckWindow} beyond the ${k.checkWindowSeconds} s check window${k.lastFailureSecondsAfterKill !== null ? ` (last failure ${k.lastFailureSecondsAfterKill} s after the kill)` : ''}
  primary lost, replica promoted .... ${f.secondsWithoutWrites} s without accepted writes (${f.secondsFromCrashToFirstWrite} s from the crash; promotion ${f.promoteSeconds} s); ${f.writesAcknowledged} writes acknowledged, ${f.acknowledgedWritesLost} lost; ${f.writesRefused} refused (${
    Object.entries(f.refusedByStatus)
      .map(([s, c]) => `${c}× ${s}`)
      .join(', ') || 'none'
  })
  point-in-time restore ............. ${r.ok ? 'passed' : 'FAILED'}: recovered in ${r.recoverySeconds} s; kept write #${r.keptRequest.id} → ${r.keptRequest.status}, marked write #${r.markedRequest.id} → ${r.markedRequest.status}
  total ............................. ${summary.totalSeconds} s
`);
  const ok = summary.smoke.ok && k.failedBeyondCheckWindow === 0 && f.acknowledgedWritesLost === 0 && r.ok;
  return ok;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(err);
  console.error(`logs in ${run}`);
  keep = true;
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
