import { ActivityList, AdminListActivityQuery } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActivity } from './activity.service';

/** The activity log screen (D28): who changed what, which row, before and after, when. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  app.get(
    '/admin/activity',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'The activity log, filtered by person, kind and dates, newest first',
        querystring: AdminListActivityQuery,
        response: { 200: ActivityList },
      },
    },
    async (request) => listActivity(deps, request.actor, request.query),
  );
};
