import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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

/** The innermost cause on one line (drizzle wraps driver errors as "Failed query: …"). */
function rootCause(err: unknown): string {
  let current = err as { cause?: unknown; message?: string; code?: string } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  const text = (current?.message || current?.code || String(err)).split('\n')[0]!;
  return current?.code && !text.includes(current.code) ? `${current.code} ${text}` : text;
}

void main();
