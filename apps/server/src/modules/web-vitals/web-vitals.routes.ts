import { AdminVitals, AdminVitalsQuery, VITALS_MAX_BODY_BYTES, VitalsReport } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getVitals, recordVitals } from './web-vitals.service';

export const webVitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  app.post(
    '/vitals',
    {
      // A larger body is refused with 413 before it is read.
      bodyLimit: VITALS_MAX_BODY_BYTES,
      config: { audience: 'public' },
      schema: {
        summary:
          'A real visitor’s LCP, INP and CLS on one page type (sent after first paint; bots are not stored; 10 a minute per address)',
        body: VitalsReport,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordVitals(deps, { ip: request.ip, userAgent: request.headers['user-agent'] }, request.body);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/admin/vitals',
    {
      config: { audience: 'admin' },
      schema: {
        summary:
          'The 75th percentile of real visitors’ LCP, INP and CLS per page type over the last 7 or 28 days',
        querystring: AdminVitalsQuery,
        response: { 200: AdminVitals },
      },
    },
    async (request) => getVitals(deps, request.actor, request.query.days),
  );
};
