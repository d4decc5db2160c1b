// ADR 010: the catalogue's LISTEN connection never holds up a shutdown, even when its server
// accepted the connection and then went silent (half-open after a restart, a stalled proxy).
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './pg-listen';

describe('LISTEN connection', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let ended = 0;
  let port = 0;
  beforeAll(async () => {
    // Accepts TCP connections and never answers PostgreSQL's start-up message.
    // allowHalfOpen: when the client ends its side, this one stays open, as a half-open connection does.
    silent = createServer({ allowHalfOpen: true }, (socket) => {
      sockets.push(socket);
      socket.resume();
      socket.on('end', () => {
        ended++;
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('closes within a few seconds when the server never answers', async () => {
    const log = { info() {}, warn() {} };
    const listening = listen(`postgres://postgres@127.0.0.1:${port}/x`, 'catalog_changes', () => {}, log);
    // Let the client reach the silent server and wait on it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sockets.length).toBe(1);
    const started = Date.now();
    await listening.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    // The client gave up on the socket: the silent server sees its side end.
    await expect.poll(() => ended, { timeout: 2_000 }).toBe(1);
  }, 15_000);
});
