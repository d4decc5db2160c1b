import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean() }).optional(),
});

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
      const reachable = await database.ping();
      // Issue 11: the answer is public, so it no longer tells anyone which database runs.
      return reply
        .status(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: reachable ? 'ok' : 'degraded', database: { reachable } });
    },
  );
};
