import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean() }).optional(),
  /** The server process that answered: with WEB_CONCURRENCY above 1, which worker (ADR 010). */
  pid: z.number().int(),
});

const HEALTH_TIMEOUT_MS = 800;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { database } = app.deps;
      // Load balancers wait about a second: a pool busy with slow queries answers 'degraded' by then.
      let timer: NodeJS.Timeout | undefined;
      const reachable = await Promise.race([
        database.ping(),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      // The answer is public, so it does not tell anyone which database runs; a process id tells an
      // administrator which worker answered and nothing an outsider could use.
      return reply
        .status(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: reachable ? 'ok' : 'degraded', database: { reachable }, pid: process.pid });
    },
  );
};
