import { QuoteSuggestionList, QuoteSuggestionsQuery } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestQuoteTargets } from './suggestions.service';

export const quoteSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  // D16/D27/D31/D32: public like the quote form it sits in; the figures are those the catalogue and
  // the manufacturers' profiles already show.
  app.get(
    '/quote-requests/suggestions',
    {
      config: { audience: 'public' },
      schema: {
        summary:
          'Other manufacturers to ask beside the chosen products: same stone in stock, quick to reply, taking quote requests',
        querystring: QuoteSuggestionsQuery,
        response: { 200: QuoteSuggestionList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return suggestQuoteTargets(deps, { actor: request.actor, ip: request.ip }, request.query.productIds);
    },
  );
};
