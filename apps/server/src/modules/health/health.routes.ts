import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string().optional(), reachable: z.boolean() }).optional(),
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
      return reply
        .status(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: reachable ? 'ok' : 'degraded', database: { kind: database.kind, reachable } });
    },
  );
};
