import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // WEB_CONCURRENCY (ADR 010, "Processes and pushes"): the primary prepares the database once and
  // keeps that many workers serving the port; each worker runs the code below as one server.
  if ((config.webConcurrency ?? 1) > 1 && cluster.isPrimary) return runPrimary(config);

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (err) {
    const message = rootCause(err);
    console.error(
      `Start-up failed: ${config.databaseUrl ? 'DATABASE_URL could not be used: ' : ''}${message}`,
    );
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // close() stops accepting, waits for in-flight requests, then runs onClose hooks (DB close).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Start-up failed: PORT ${config.port} is already in use`
        : `Start-up failed: ${rootCause(err)}`,
    );
    await app.close();
    process.exit(1);
  }
  app.log.info(`Granite Marketplace is running at ${config.publicUrl}`);
}

/** A worker that lived this long before dying starts again at once; sooner, after a growing pause. */
const STABLE_MS = 30_000;
const MAX_RESTART_PAUSE_MS = 30_000;

/**
 * The primary of WEB_CONCURRENCY workers sharing the port (node:cluster hands connections to them in
 * turn). It applies the migrations, the demo seed and the first administrator once, by building the
 * app without listening, so the workers start on a prepared database (each still checks under the
 * database's advisory lock, finding nothing to do). A worker that dies is started again, after a
 * pause doubling up to 30 s while workers keep dying young; SIGTERM and SIGINT are passed on to the
 * workers, which drain their requests, and the primary exits when they all have.
 */
async function runPrimary(config: Config): Promise<void> {
  const count = config.webConcurrency ?? 1;
  let log: Awaited<ReturnType<typeof buildApp>>['log'];
  try {
    const prepared = await buildApp(config, { jobs: false });
    // The app's logger outlives close() (it is not a resource of the app): the primary keeps it.
    log = prepared.log;
    await prepared.close();
  } catch (err) {
    console.error(
      `Start-up failed: ${config.databaseUrl ? 'DATABASE_URL could not be used: ' : ''}${rootCause(err)}`,
    );
    process.exit(1);
  }

  let closing = false;
  let failures = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (closing) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    failures = lived >= STABLE_MS ? 0 : failures + 1;
    const pauseMs = failures === 0 ? 0 : Math.min(MAX_RESTART_PAUSE_MS, 500 * 2 ** (failures - 1));
    log.error({ worker: worker.process.pid, code, signal, pauseMs }, 'worker died; starting another');
    setTimeout(() => {
      if (!closing) fork();
    }, pauseMs);
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: draining the workers');
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
    // Each worker gives itself 10 s to drain; then the primary stops waiting.
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Said once every first worker listens (each builds its app first: seconds on a large catalogue).
  let listening = 0;
  cluster.on('listening', (worker) => {
    if (++listening === count)
      log.info(`Granite Marketplace is running at ${config.publicUrl} in ${count} worker processes`);
    else if (listening > count) log.info({ worker: worker.process.pid }, 'worker started');
  });
  for (let i = 0; i < count; i++) fork();
}

/** The innermost cause on one line (drizzle wraps driver errors as "Failed query: …"). */
function rootCause(err: unknown): string {
  let current = err as { cause?: unknown; message?: string; code?: string } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  const text = (current?.message || current?.code || String(err)).split('\n')[0]!;
  return current?.code && !text.includes(current.code) ? `${current.code} ${text}` : text;
}

void main();
