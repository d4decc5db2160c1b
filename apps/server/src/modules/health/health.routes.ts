import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogIndex } from '../catalog/catalog.index';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean() }).optional(),
  /** The server process that answered: with WEB_CONCURRENCY above 1, which worker (ADR 010). */
  pid: z.number().int(),
});

const HEALTH_TIMEOUT_MS = 800;

const Readiness = z.object({
  ready: z.boolean(),
  database: z.object({ reachable: z.boolean() }),
  catalogue: z.object({ loaded: z.boolean() }),
  pid: z.number().int(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load balancers wait about a second: a pool busy with slow queries answers 'degraded' by then.
  const databaseReachable = async () => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      app.deps.database.ping(),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  };

  // ADR 020: readiness, for the load balancer's health check. /health is liveness (the process
  // answers; a restart will not fix a database outage); /health/ready also needs the database and this
  // process's catalogue index, so a starting server gets traffic only once its first answers are fast.
  app.get(
    '/health/ready',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Readiness: the database answers and the catalogue index is loaded (for load balancers)',
        response: {
          200: Readiness,
          503: Readiness.describe('Not ready: database unreachable or index loading'),
        },
      },
    },
    async (_request, reply) => {
      const reachable = await databaseReachable();
      const index = catalogIndex(app.deps.db);
      const loaded = index.stats().built;
      // The first check starts the build; the load balancer asks again until it is done.
      if (!loaded && reachable) index.current().catch(() => {});
      const ready = reachable && loaded;
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ready, database: { reachable }, catalogue: { loaded }, pid: process.pid });
    },
  );

  app.get(
    '/health',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Liveness and database reachability (for load balancers)',
        response: { 200: Health, 503: Health.describe('The database cannot be reached') },
      },
    },
    async (_request, reply) => {
      const reachable = await databaseReachable();
      // The answer is public, so it does not tell anyone which database runs; a process id tells an
      // administrator which worker answered and nothing an outsider could use.
      return reply
        .status(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: reachable ? 'ok' : 'degraded', database: { reachable }, pid: process.pid });
    },
  );
};
