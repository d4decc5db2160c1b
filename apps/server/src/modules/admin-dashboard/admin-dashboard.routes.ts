import { AdminDashboard } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  app.get(
    '/admin/dashboard',
    {
      config: { audience: 'admin' },
      schema: {
        summary:
          'The queues that need an admin (approvals, new quote requests, unread messages) and each tab’s latest rows',
        response: { 200: AdminDashboard },
      },
    },
    async (request) => getDashboard(deps, request.actor),
  );
};
