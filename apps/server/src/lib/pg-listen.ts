// A LISTEN on a PostgreSQL connection of its own (ADR 010, "Processes and pushes"). A pooled
// connection cannot listen: the pool hands it to the next query and ends it when idle. The
// connection is opened again with a growing pause when it is lost (PostgreSQL restarting, a
// failover, an administrator ending it); each loss is logged and never ends the process. After every
// (re)connection `onNotify` is called once: notifications sent while nobody listened are lost.
import pg from 'pg';

export type ListenLogger = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
};

export type Listening = { close(): Promise<void> };

/** How long close() waits for the connection to end before cutting its socket. */
const CLOSE_WAIT_MS = 2_000;

export type ListenOptions = {
  /** Shown in pg_stat_activity, so an administrator can tell this connection from the pool's. */
  applicationName?: string;
  /** The first pause before reconnecting, doubled up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
};

export function listen(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  log: ListenLogger,
  options: ListenOptions = {},
): Listening {
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  let backoff = minBackoff;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const retry = (err: unknown) => {
    if (closed || timer) return;
    log.warn(
      { err: err instanceof Error ? err.message : String(err), retryInMs: backoff, channel },
      'LISTEN connection lost; reconnecting',
    );
    timer = setTimeout(() => {
      timer = null;
      void open();
    }, backoff);
    timer.unref();
    backoff = Math.min(backoff * 2, maxBackoff);
  };

  const open = async () => {
    const c = new pg.Client({ connectionString, application_name: options.applicationName });
    client = c;
    let lost = false;
    const drop = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      c.end().catch(() => {});
      retry(err);
    };
    c.on('error', drop);
    c.on('end', () => drop(new Error('connection ended')));
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    if (backoff > minBackoff) log.info({ channel }, 'LISTEN connection restored');
    backoff = minBackoff;
    onNotify();
  };

  void open();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const c = client;
      client = null;
      c?.removeAllListeners('end');
      c?.removeAllListeners('notification');
      c?.on('error', () => {});
      if (!c) return;
      // node-postgres's end() waits for the socket's 'end', which a connection caught mid-connect or
      // half-open after a restart may never send: shutting down must not hang on it. After a short
      // wait the socket is cut.
      let late: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        c.end().then(
          () => true,
          () => true,
        ),
        new Promise<boolean>((resolve) => {
          late = setTimeout(() => resolve(false), CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(late);
      if (!ended)
        (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    },
  };
}
