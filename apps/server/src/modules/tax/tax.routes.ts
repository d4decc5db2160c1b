// D34: the admins' GST rate table by HSN code and effective date.
import {
  DeleteHsnRateQuery,
  HsnRateInput,
  HsnRateList,
  HsnRateView,
  StoreIdParams,
  UpdateHsnRate,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as tax from './tax.service';

const admin = { audience: 'admin' } as const;

export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/admin/hsn-rates',
    {
      config: admin,
      schema: {
        summary: 'The GST rate table: each HSN code and the rates it has had, newest first (D34)',
        response: { 200: HsnRateList },
      },
    },
    async (request) => tax.listHsnRates(deps, request.actor),
  );

  app.post(
    '/admin/hsn-rates',
    {
      config: admin,
      schema: {
        summary: 'Add a GST rate for an HSN code from a date (activity log, D28)',
        body: HsnRateInput,
        response: { 201: HsnRateView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tax.createHsnRate(deps, request.actor, request.body)),
  );

  app.put(
    '/admin/hsn-rates/:id',
    {
      config: admin,
      schema: {
        summary: 'Edit a GST rate at the version the form loaded (D29, activity log D28)',
        params: StoreIdParams,
        body: UpdateHsnRate,
        response: { 200: HsnRateView },
      },
    },
    async (request) => tax.updateHsnRate(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/admin/hsn-rates/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a GST rate not yet in force (one in force is kept: 409)',
        params: StoreIdParams,
        querystring: DeleteHsnRateQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await tax.deleteHsnRate(deps, request.actor, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
