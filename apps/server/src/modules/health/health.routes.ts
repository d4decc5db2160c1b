import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    const { database } = app.deps;
    const reachable = await database.ping();
    return reply
      .status(reachable ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: reachable ? 'ok' : 'degraded', database: { kind: database.kind, reachable } });
  });
};
