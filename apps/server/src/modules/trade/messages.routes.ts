import { PostQuoteMessage, QuoteThread, StoreIdParams } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from './messages.service';

/** D17: the thread of one quote, for its buyer and its manufacturer (everyone else: 404). */
export const quoteMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  app.get(
    '/quote-requests/:id/messages',
    {
      config: { audience: 'buyer', permission: 'message.read' },
      schema: {
        summary: "A quote's message thread (buyer or manufacturer); contact details masked until accepted",
        params: StoreIdParams,
        response: { 200: QuoteThread },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return messages.getThread(deps, request.actor, request.params.id);
    },
  );

  app.post(
    '/quote-requests/:id/messages',
    {
      config: { audience: 'buyer', permission: 'message.write' },
      schema: {
        summary: "Write in a quote's message thread (at most 2,000 characters)",
        params: StoreIdParams,
        body: PostQuoteMessage,
        response: { 201: QuoteThread },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send(await messages.postMessage(deps, request.actor, request.params.id, request.body));
    },
  );
};
