import {
  ManufacturerAnalytics,
  ManufacturerAnalyticsProducts,
  ManufacturerAnalyticsProductsQuery,
  ManufacturerAnalyticsQuery,
  ManufacturerDashboard,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as insights from './manufacturer-insights.service';

const NoQuery = z.object({}).strict();

/** The manufacturer panel's dashboard and analytics (D10, D22): the signed-in manufacturer's own figures. */
export const manufacturerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  const manufacturer = { audience: 'vendor' as const };

  app.get(
    '/vendor/dashboard',
    {
      config: manufacturer,
      schema: {
        summary: "My manufacturers' dashboard figures, recent quote requests and top products",
        querystring: NoQuery,
        response: { 200: ManufacturerDashboard },
      },
    },
    async (request) => insights.getDashboard(deps, request.actor),
  );

  app.get(
    '/vendor/analytics',
    {
      config: manufacturer,
      schema: {
        summary: 'Views, quote requests, replies and orders per day over 30 or 90 days (all products or one)',
        querystring: ManufacturerAnalyticsQuery,
        response: { 200: ManufacturerAnalytics },
      },
    },
    async (request) => insights.getAnalytics(deps, request.actor, request.query),
  );

  app.get(
    '/vendor/analytics/products',
    {
      config: manufacturer,
      schema: {
        summary: 'My products with their views, quote requests, replies and orders over 30 or 90 days',
        querystring: ManufacturerAnalyticsProductsQuery,
        response: { 200: ManufacturerAnalyticsProducts },
      },
    },
    async (request) => insights.listProductAnalytics(deps, request.actor, request.query),
  );
};
