// D47, D48: the admins' export tables — dated exchange rates and containers' payload limits.
import {
  DeleteVersionQuery,
  EXPORT_CURRENCIES,
  ExchangeRateInput,
  ExchangeRateList,
  ExchangeRateView,
  ExportOfferList,
  ExportOfferView,
  ExportReplyInput,
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
import * as offers from './offers.service';

const admin = { audience: 'admin' } as const;

const ExportSheet = ExportOfferList.extend({
  currency: z.string(),
  /** Each offer's landed cost per m² in the sheet's currency, by reply id. */
  perM2In: z.record(z.string(), z.object({ amount: z.number().int(), currency: z.string() })),
});

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  const tradeDeps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  // ---------------------------------------------------------------- export replies (D47, D48)

  app.post(
    '/vendor/quote-requests/:id/export-replies',
    {
      config: { audience: 'vendor', permission: 'reply.write' },
      schema: {
        summary:
          'Reply to a buyer abroad in USD, EUR, GBP or AED on an Incoterm 2020, from the slabs offered, with the container plan (D47, D48)',
        params: StoreIdParams,
        body: ExportReplyInput,
        response: { 201: ExportOfferView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await offers.replyForExport(tradeDeps, request.actor, request.params.id, request.body)),
  );

  app.get(
    '/vendor/quote-requests/:id/export-replies',
    {
      config: { audience: 'vendor', permission: 'request.read' },
      schema: {
        summary: 'The export replies to a request, newest first, each with its container plan (D47, D48)',
        params: StoreIdParams,
        response: { 200: ExportOfferList },
      },
    },
    async (request) => offers.manufacturersExportOffers(deps, request.actor, request.params.id),
  );

  app.get(
    '/me/quote-requests/:id/export-replies',
    {
      config: { audience: 'buyer', permission: 'request.read' },
      schema: {
        summary:
          'The export offers made to my request, newest first, each with its container plan (D47, D48)',
        params: StoreIdParams,
        response: { 200: ExportOfferList },
      },
    },
    async (request) => offers.buyersExportOffers(deps, request.actor, request.params.id),
  );

  app.get(
    '/me/export-offers',
    {
      config: { audience: 'buyer' },
      schema: {
        summary:
          'My current export offers compared on landed cost per m² in one currency, cheapest first (D47)',
        querystring: z
          .object({
            currency: z
              .enum(['INR', ...EXPORT_CURRENCIES] as [string, ...string[]], {
                message: `must be one of: INR, ${EXPORT_CURRENCIES.join(', ')}`,
              })
              .default('EUR'),
          })
          .strict(),
        response: { 200: ExportSheet },
      },
    },
    async (request) =>
      offers.buyersExportSheet(
        deps,
        request.actor,
        request.query.currency as Parameters<typeof offers.buyersExportSheet>[2],
      ),
  );

  // ---------------------------------------------------------------- the admins' tables

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
