import {
  BuyerListQuoteRequestsQuery,
  CreateMultiQuoteRequest,
  CreateQuoteRequest,
  IdempotencyKeySchema,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidData, parseInput } from '../../lib/errors';
import * as quotes from './quotes.service';

const Headers = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() });

/** The `Idempotency-Key` header (D16), named in the 400 when malformed. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const parsed = Headers.safeParse(request.headers);
  if (!parsed.success) throw invalidData({ 'Idempotency-Key': 'must be 8-100 letters, digits, - or _' });
  return parsed.data['idempotency-key'];
}

async function reply201(reply: FastifyReply, run: () => Promise<{ replayed: boolean }>) {
  try {
    const result = await run();
    return reply.status(result.replayed ? 200 : 201).send(result);
  } catch (err) {
    if (err instanceof quotes.RateLimited) reply.header('retry-after', String(err.retryAfter));
    throw err;
  }
}

export const quoteRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.deps.db };

  // Storefront 6: anonymous visitors may ask for quotes too; the session decides user_id, never the body.
  app.post('/quote-requests', async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const input = parseInput(CreateQuoteRequest, request.body ?? {});
    return reply201(reply, () =>
      quotes.createQuoteRequest(deps, { actor: request.actor, ip: request.ip }, input, key),
    );
  });

  app.post('/quote-requests/multi', async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const input = parseInput(CreateMultiQuoteRequest, request.body ?? {});
    return reply201(reply, () =>
      quotes.createMultiQuoteRequest(deps, { actor: request.actor, ip: request.ip }, input, key),
    );
  });

  app.get('/me/quote-requests', async (request, reply) => {
    const query = parseInput(BuyerListQuoteRequestsQuery, request.query);
    reply.header('cache-control', 'no-store');
    return quotes.listMyQuoteRequests(deps, request.actor, query);
  });

  app.get('/me/quote-requests/:id', async (request, reply) => {
    const { id } = parseInput(StoreIdParams, request.params);
    reply.header('cache-control', 'no-store');
    return quotes.getMyQuoteRequest(deps, request.actor, id);
  });
};
