// D47, D48: the admins' export tables — dated exchange rates and containers' payload limits.
import {
  DeleteVersionQuery,
  ExchangeRateInput,
  ExchangeRateList,
  ExchangeRateView,
  PayloadLimitInput,
  PayloadLimitList,
  PayloadLimitView,
  StoreIdParams,
  UpdateExchangeRate,
  UpdatePayloadLimit,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as exportDesk from './export.service';

const admin = { audience: 'admin' } as const;

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/admin/exchange-rates',
    {
      config: admin,
      schema: {
        summary: 'The exchange-rate table: ₹ per unit of each export currency by date, newest first (D47)',
        response: { 200: ExchangeRateList },
      },
    },
    async (request) => exportDesk.listExchangeRates(deps, request.actor),
  );

  app.post(
    '/admin/exchange-rates',
    {
      config: admin,
      schema: {
        summary: 'Add a currency’s rate from a date (activity log, D28)',
        body: ExchangeRateInput,
        response: { 201: ExchangeRateView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await exportDesk.createExchangeRate(deps, request.actor, request.body)),
  );

  app.put(
    '/admin/exchange-rates/:id',
    {
      config: admin,
      schema: {
        summary: 'Edit an exchange rate at the version the form loaded (D29, activity log D28)',
        params: StoreIdParams,
        body: UpdateExchangeRate,
        response: { 200: ExchangeRateView },
      },
    },
    async (request) => exportDesk.updateExchangeRate(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/admin/exchange-rates/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete an exchange rate (quotes keep the rate they were priced at)',
        params: StoreIdParams,
        querystring: DeleteVersionQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await exportDesk.deleteExchangeRate(deps, request.actor, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/payload-limits',
    {
      config: admin,
      schema: {
        summary: 'Containers’ payload limits by destination country and inland leg (D48)',
        response: { 200: PayloadLimitList },
      },
    },
    async (request) => exportDesk.listPayloadLimits(deps, request.actor),
  );

  app.post(
    '/admin/payload-limits',
    {
      config: admin,
      schema: {
        summary: 'Add a country’s payload limit for a leg (activity log, D28)',
        body: PayloadLimitInput,
        response: { 201: PayloadLimitView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await exportDesk.createPayloadLimit(deps, request.actor, request.body)),
  );

  app.put(
    '/admin/payload-limits/:id',
    {
      config: admin,
      schema: {
        summary: 'Edit or confirm a payload limit at the version the form loaded (D29, activity log D28)',
        params: StoreIdParams,
        body: UpdatePayloadLimit,
        response: { 200: PayloadLimitView },
      },
    },
    async (request) => exportDesk.updatePayloadLimit(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/admin/payload-limits/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a payload limit',
        params: StoreIdParams,
        querystring: DeleteVersionQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await exportDesk.deletePayloadLimit(deps, request.actor, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
