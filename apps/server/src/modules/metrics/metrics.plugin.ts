// What an operator watches (ADR 020, deploy/RUNBOOK.md): /metrics in Prometheus's text format.
// Every metric named in the runbook is checked to exist by metrics.test.ts, which reads the runbook.
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config';
import { catalogCacheStats } from '../catalog/catalog.cache';
import { catalogIndex } from '../catalog/catalog.index';
import { JOBS } from '../jobs/jobs.service';
import { lastJobRuns, newestCatalogChange, outboxDepth } from './metrics.queries';

/** pg.Pool's message when every connection stayed busy for DB_POOL_WAIT_MS (lib/errors). */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** Loopback, the only readers when neither METRICS_TOKEN nor METRICS_ALLOW is set. */
const LOOPBACK = ['127.0.0.0/8', '::1'];

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * Who may read /metrics (ADR 020): the connecting socket's address (never X-Forwarded-For, which a
 * visitor writes) in METRICS_ALLOW — loopback when unset — or `Authorization: Bearer METRICS_TOKEN`.
 * Anyone else gets the same 404 as an unknown path.
 */
export function metricsReader(
  config: Pick<Config, 'metrics'>,
): (address: string, authorization?: string) => boolean {
  const token = config.metrics?.token;
  const allowed = blockListOf(config.metrics?.allow.length ? config.metrics.allow : LOOPBACK);
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (address, authorization) => {
    if (expected && authorization) {
      const given = Buffer.from(authorization);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    if (isIPv4(plain)) return allowed.check(plain, 'ipv4');
    if (isIPv6(plain)) return allowed.check(plain, 'ipv6');
    return false;
  };
}

export async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { config, database } = app.deps;
  const register = new Registry();
  collectDefaultMetrics({ register });
  const registers = [register];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const poolTimeouts = new Counter({
    name: 'granite_db_pool_wait_timeouts_total',
    help: 'Requests that waited DB_POOL_WAIT_MS for a database connection and were answered 503',
    registers,
  });
  new Gauge({
    name: 'granite_db_pool_connections',
    help: 'Database connections by pool (primary, replica) and state (total, idle, waiting requests, max)',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      this.reset();
      for (const p of database.poolStats?.() ?? []) {
        this.set({ pool: p.pool, state: 'total' }, p.total);
        this.set({ pool: p.pool, state: 'idle' }, p.idle);
        this.set({ pool: p.pool, state: 'in_use' }, p.total - p.idle);
        this.set({ pool: p.pool, state: 'waiting' }, p.waiting);
        this.set({ pool: p.pool, state: 'max' }, p.max);
      }
    },
  });
  new Gauge({
    name: 'granite_job_overdue_seconds',
    help: 'How far past its interval each scheduled job is (0 when on time; D17)',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      const now = Date.now();
      const runs = await lastJobRuns(app.deps.db).catch(() => new Map<string, Date>());
      for (const job of JOBS) {
        // Never run: counted from the process's start, as the first run is due one poll after it.
        const since = runs.get(job.name)?.getTime() ?? startedAt;
        this.set({ job: job.name }, Math.max(0, (now - since - job.everyMs) / 1000));
      }
    },
  });
  const index = () => catalogIndex(app.deps.db).stats();
  new Gauge({
    name: 'granite_catalog_index_ready',
    help: '1 once the catalogue index of this process is built (ADR 010)',
    registers,
    collect() {
      this.set(index().built ? 1 : 0);
    },
  });
  new Gauge({
    name: 'granite_catalog_index_products',
    help: 'Products held by the catalogue index',
    registers,
    collect() {
      this.set(index().products);
    },
  });
  new Gauge({
    name: 'granite_catalog_index_build_seconds',
    help: 'How long the last full build of the catalogue index took',
    registers,
    collect() {
      this.set(index().buildSeconds);
    },
  });
  new Gauge({
    name: 'granite_catalog_change_lag_seconds',
    help: 'Seconds since the catalogue index last read the change feed (0 before it is built)',
    registers,
    collect() {
      const s = index();
      this.set(s.built && s.lastSyncAt ? (Date.now() - s.lastSyncAt) / 1000 : 0);
    },
  });
  new Gauge({
    name: 'granite_catalog_changes_behind',
    help: 'Catalogue changes committed but not yet applied to this process index',
    registers,
    async collect() {
      const s = index();
      const newest = await newestCatalogChange(app.deps.db).catch(() => s.lastSeq);
      this.set(s.built ? Math.max(0, newest - s.lastSeq) : 0);
    },
  });
  new Gauge({
    name: 'granite_mail_outbox_pending',
    help: 'Mail waiting in the outbox to be delivered',
    registers,
    async collect() {
      const depth = await outboxDepth(app.deps.db).catch(() => null);
      if (depth) this.set(depth.pending);
    },
  });
  new Gauge({
    name: 'granite_mail_outbox_oldest_seconds',
    help: 'Age of the oldest undelivered mail in the outbox',
    registers,
    async collect() {
      const depth = await outboxDepth(app.deps.db).catch(() => null);
      if (depth) this.set(depth.oldestSeconds);
    },
  });
  new Gauge({
    name: 'granite_cache_lookups',
    help: 'Catalogue answer cache lookups since start, by result (hit, miss); rate() gives the hit rate',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.set({ cache: 'catalog_answers', result: 'hit' }, catalogCacheStats.hits);
      this.set({ cache: 'catalog_answers', result: 'miss' }, catalogCacheStats.misses);
    },
  });
  new Gauge({
    name: 'granite_cache_facet_count_hits',
    help: 'Facet counts answered from the catalogue index cache since it was built',
    registers,
    collect() {
      this.set(catalogIndex(app.deps.db).facetCounts.hits);
    },
  });
  const startedAt = Date.now();

  // Every answer carries its request id (the id in each of its log lines) for support to quote.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error.message?.includes(POOL_TIMEOUT)) poolTimeouts.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: one series per route, not per product id.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const mayRead = metricsReader(config);
  app.get('/metrics', { config: { audience: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request.socket.remoteAddress ?? '', request.headers.authorization)) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'No route for GET /metrics' } });
    }
    return reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics());
  });
}
