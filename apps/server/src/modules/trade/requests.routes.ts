import {
  BuyerListQuoteRequestsQuery,
  BuyerQuoteRequest,
  BuyerQuoteRequestList,
  CreatedQuoteRequests,
  CreateMultiQuoteRequestBody,
  CreateQuoteRequestBody,
  IdempotencyKeySchema,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as quotes from './requests.service';

/** The `Idempotency-Key` header (D16): a double click makes one request. */
const IdempotencyHeaders = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });

const created = {
  200: CreatedQuoteRequests.describe('The same key was sent before: the earlier answer, replayed'),
  201: CreatedQuoteRequests,
};

async function reply201(reply: FastifyReply, run: () => Promise<{ replayed: boolean }>) {
  const result = await run();
  return reply.status(result.replayed ? 200 : 201).send(result);
}

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  // Storefront 6: anonymous visitors may ask for quotes too; the session decides user_id, never the body.
  app.post(
    '/quote-requests',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Request a quote for one product (or for chosen slabs of it: slabIds, D33)',
        headers: IdempotencyHeaders,
        body: CreateQuoteRequestBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply201(reply, () =>
        quotes.createQuoteRequest(
          deps,
          { actor: request.actor, ip: request.ip },
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/quote-requests/multi',
    {
      config: { audience: 'public' },
      schema: {
        summary:
          'Request quotes from several manufacturers at once (one linked request per product; slabsByProduct for chosen slabs, D33)',
        headers: IdempotencyHeaders,
        body: CreateMultiQuoteRequestBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply201(reply, () =>
        quotes.createMultiQuoteRequest(
          deps,
          { actor: request.actor, ip: request.ip },
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.get(
    '/me/quote-requests',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'My quote requests, newest first',
        querystring: BuyerListQuoteRequestsQuery,
        response: { 200: BuyerQuoteRequestList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return quotes.listMyQuoteRequests(deps, request.actor, request.query);
    },
  );

  app.get(
    '/me/quote-requests/:id',
    {
      config: { audience: 'buyer', permission: 'request.read' },
      schema: {
        summary: 'One of my quote requests',
        params: StoreIdParams,
        response: { 200: BuyerQuoteRequest },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return quotes.getMyQuoteRequest(deps, request.actor, request.params.id);
    },
  );
};
