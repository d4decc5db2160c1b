// D49: an order of chosen slabs ships once each is loaded; tests of what comes after loading load
// every slab by its number first, as the yard would (an order by sq.ft has none to load).
import type { FastifyInstance } from 'fastify';
import { call, nextIp } from './accounts';

export async function loadEverySlab(app: FastifyInstance, cookie: string, orderId: number): Promise<void> {
  const list = await call(app, 'GET', `/api/v1/vendor/orders/${orderId}/loading`, { cookie, ip: nextIp() });
  if (list.statusCode !== 200) throw new Error(`loading list: ${list.statusCode} ${list.body}`);
  for (const slab of list.json().slabs as { state: string; blockNumber: string; sequence: number }[]) {
    if (slab.state === 'scanned') continue;
    const res = await call(app, 'POST', `/api/v1/vendor/orders/${orderId}/loading/scans`, {
      cookie,
      ip: nextIp(),
      body: { block: slab.blockNumber, slab: slab.sequence },
    });
    if (res.statusCode !== 200) throw new Error(`scan: ${res.statusCode} ${res.body}`);
  }
}
